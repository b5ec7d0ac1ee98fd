/** Friends feedback texts (docs/product.md#friends). */
export const FRIENDS_MESSAGES = {
  fetchFriendsFailed: 'Failed to fetch friends',
  fetchRequestsFailed: 'Failed to fetch friend requests',
  fetchSentFailed: 'Failed to fetch sent friend requests',
  noUsersFound: 'No users found',
  searchFailed: 'Error searching for users',
  requestExists: 'Friend request already exists',
  requestSent: 'Friend request sent!',
  requestSendFailed: 'Failed to send friend request',
  accepted: 'Friend request accepted!',
  acceptFailed: 'Failed to accept friend request',
  rejected: 'Friend request rejected!',
  rejectFailed: 'Failed to reject friend request',
  allRejected: 'All friend requests rejected!',
  rejectAllFailed: 'Failed to reject all friend requests',
  friendRemoved: 'Friend removed',
  removeFriendFailed: 'Failed to remove friend',
  requestRemoved: 'Friend request removed',
  removeRequestFailed: 'Failed to remove friend request',
  allPendingRemoved: 'All pending requests removed',
  removeAllPendingFailed: 'Failed to remove all pending requests',
  allRemoved: 'All friends and requests removed',
  removeAllFailed: 'Failed to remove all friends',
} as const;

/** Friend search returns at most 5 users (docs/product.md#friends). */
export const FRIEND_SEARCH_LIMIT = 5;
/** Friends feedback hides after 3 seconds (docs/product.md#friends). */
export const FRIENDS_FEEDBACK_MS = 3000;
