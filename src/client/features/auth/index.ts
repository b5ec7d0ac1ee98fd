/** The account feature's public surface, composed by src/client/app. */
export { APP_NAME, TAGLINE } from './constants';
export { DeleteAccountDialog } from './delete-account-dialog';
export { DeleteBlockedDialog } from './delete-blocked-dialog';
export { useDeleteAccount } from './use-delete-account';
export type { DeleteAccountControls } from './use-delete-account';
export { meQueryOptions, schoolsQueryOptions, useMe, useSetMe } from './queries';
export { SchoolModal } from './school-modal';
export { useSignOut } from './use-sign-out';
export { reportTimeZone, whenIdle, browserTimeZone } from './time-zone';
export { useSolverSettings } from './use-solver-settings';
