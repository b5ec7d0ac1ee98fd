/**
 * Every account text (docs/product.md#accounts-and-sign-up). Client and server use the same
 * strings.
 */
export const ACCOUNT_MESSAGES = {
  usernameCharset: 'Username can only contain letters, numbers, and underscores',
  usernameLength: 'Username must be between 3 and 20 characters long',
  usernameBanned: 'Username contains inappropriate language',
  usernameTaken: 'Username already taken',
  usernameCheckFailed: 'Error checking username availability',
  passwordsMismatch: 'Passwords do not match',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordIsIdentity: 'Your password must not be your username or email.',
  /** Issue 27: zxcvbn scores it under 3. `reason` is zxcvbn's warning and first suggestion. */
  passwordTooWeak: (reason: string | null) =>
    `This password is too easy to guess. ${reason ?? 'Make it longer: a few unrelated words are easy to remember and hard to guess.'}`,
  emailDomainMismatch: (domain: string, school: string) =>
    `Your email domain (@${domain}) doesn't match the selected medical school (${school}). Please use your school email address.`,
  emailDomainCheckFailed: 'Error validating email domain',
  emailRegistered: 'Email already registered. Please use a different email or try logging in.',
  emailCheckFailed: 'Error checking email status',
  signupSuccess:
    'Please check your email for a confirmation link to complete your registration. It may take 2-3 minutes to arrive.',
  signupUnexpected: 'An unexpected error occurred. Please try again.',
  signupError: 'An error occurred',
  /** The generic failure text, where a request failed without a reason to show. */
  genericError: 'An error occurred',
  signingIn: 'Signing In...',
  loginSuccess: 'Login successful! Redirecting...',
  loginFailed: 'An error occurred during login',
  noUserWithUsername: 'No user found with that username',
  emailNotConfirmed:
    'Please confirm your email before signing in. Check your inbox for the confirmation link, or resend it below.',
  invalidCredentials: 'Invalid email/username or password',
  resetSent:
    'Password reset email sent! Please check your inbox and follow the link to reset your password. It may take 2-3 minutes to arrive.',
  resetSentMobile:
    'Password reset instructions sent to your email! It may take 2-3 minutes to arrive.',
  resetFailed: 'An error occurred while sending reset email',
  resetFailedMobile: 'Failed to send reset instructions',
  resetPageSuccess: 'Password successfully reset! Redirecting to login...',
  resetPageError: 'An error occurred',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resendSuccess: 'Confirmation email resent! Please check your inbox.',
  resendFailed: 'Failed to resend confirmation email',
  confirming: 'Confirming your email...',
  settingUpProfile: 'Setting up your profile...',
  confirmed: 'Email confirmed successfully! Redirecting...',
  alreadyConfirmed: 'Your email is already confirmed. Please sign in.',
  confirmLinkInvalid:
    'This confirmation link is invalid or has expired. Sign in to resend a new one.',
  profileSave: (message: string) => `Error saving profile: ${message}`,
  deleteTitle: 'Delete Account?',
  deleteText: 'This action cannot be undone. All your data will be permanently deleted.',
  deleting: 'Deleting...',
  deleteSuccess: 'Your account has been successfully deleted.',
  deleteNoSession: 'No active session',
  deleteFailed: 'Failed to delete account',
  deleteError: 'An error occurred',
  deleteFailedAlert: 'Failed to delete account. Please try again later.',
  deleteBlockedByFriends:
    'Please remove all friends, friend requests sent, or pending requests before deleting your account. You can do this in the Friends section.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  tooManyFailedSignIns: (minutes: number) =>
    `Too many failed sign-in attempts for this account. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or reset your password.`,
  noSchoolsFound: 'No schools found.',
  /** Sign-up requires ticking this (docs/product.md#sign-up; the Terms set a minimum age of 18). */
  termsAgreement: 'I am 18 or older and agree to the Terms of Service and Privacy Policy',
  termsRequired:
    'To create an account, confirm that you are 18 or older and agree to the Terms of Service and Privacy Policy.',
} as const;
