/** MedMatch's public surface, composed by src/client/app. */
export { MedmatchScreen } from './medmatch-screen';
export type { MedmatchScreenProps } from './medmatch-screen';
export { MEDMATCH_TEXTS } from './texts';
