import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';

export const APP_NAME = 'MedGrid';
export const TAGLINE = 'where medical minds come to think';
/** Spec 01 §9. */
export const RESET_REDIRECT_MS = 2000;
export const CONFIRM_REDIRECT_MS = 3000;

/** 'An error occurred' — the spec's generic failure text. */
export const GENERIC_ERROR: string = ACCOUNT_MESSAGES.signupError;
