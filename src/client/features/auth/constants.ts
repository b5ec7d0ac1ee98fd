export const APP_NAME = 'MedGrid';
export const TAGLINE = 'where medical minds come to think';
/** Redirect delays: docs/product.md#password-reset (2 s), #email-confirmation (3 s). */
export const RESET_REDIRECT_MS = 2000;
export const CONFIRM_REDIRECT_MS = 3000;

/**
 * Under a new password (sign-up, reset): the server refuses one that is easy to guess and says
 * why (docs/api-accounts.md); the guessing check stays on the server, out of the bundle.
 */
export const PASSWORD_HINT =
  'At least 8 characters, hard to guess: a few unrelated words work well.';
