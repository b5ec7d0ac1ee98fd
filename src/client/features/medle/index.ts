/** Medle's public surface, composed by src/client/app. */
export { MedleScreen } from './medle-screen';
export type { MedleScreenProps } from './medle-screen';
export { MEDLE_TEXTS } from './texts';
