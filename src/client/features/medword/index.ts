/** MedWord's public surface, composed by src/client/app. */
export { MedwordScreen } from './medword-screen';
export type { MedwordScreenProps } from './medword-screen';
export { MEDWORD_TEXTS } from './texts';
