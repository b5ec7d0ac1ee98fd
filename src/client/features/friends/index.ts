/** The friends feature's public surface, composed by src/client/app. */
export { FRIENDS_TITLE, FriendsModal } from './friends-modal';
export type { FriendsModalProps } from './friends-modal';
export { friendsOverviewQueryOptions } from './queries';
