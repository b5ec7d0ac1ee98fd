/** The fun fact of the day's public surface, composed by src/client/app. */
export { FUN_FACT_TITLE, FunFactModal } from './fun-fact-modal';
export type { FunFactModalProps } from './fun-fact-modal';
