import { badRequest, conflict, notFound } from '../../http-error.js';
import type { FriendsRepository } from './repository.js';
import { FRIEND_SEARCH_LIMIT, FRIENDS_MESSAGES as M } from '../../../shared/friends/messages.js';
import { sanitizePlainText } from '../../../shared/accounts/sanitize.js';

/**
 * Friend links (docs/product.md#friends): none -> pending -> accepted; one link per pair in either
 * direction.
 */
export function createFriendsService(friends: FriendsRepository) {
  const requestNotFound = () =>
    notFound('REQUEST_NOT_FOUND', 'That friend request no longer exists.');

  return {
    overview: (userId: string) => friends.overview(userId),

    /** Trimmed, sanitised, case-insensitive substring of usernames; empty does nothing. */
    async search(userId: string, raw: string) {
      const query = sanitizePlainText(raw);
      if (query === '') return [];
      return friends.search(userId, query, FRIEND_SEARCH_LIMIT);
    },

    async sendRequest(userId: string, targetId: string) {
      if (targetId === userId)
        throw badRequest('SELF_REQUEST', 'You cannot send a friend request to yourself.');
      if (!(await friends.isConfirmedUser(targetId)))
        throw notFound('USER_NOT_FOUND', M.noUsersFound);
      const id = await friends.createRequest(userId, targetId);
      if (id === null) throw conflict('REQUEST_EXISTS', M.requestExists);
      return { id };
    },

    async accept(userId: string, linkId: string) {
      if (!(await friends.accept(userId, linkId))) throw requestNotFound();
    },
    async reject(userId: string, linkId: string) {
      if ((await friends.remove(userId, 'receiver', 'pending', linkId)) === 0)
        throw requestNotFound();
    },
    async cancel(userId: string, linkId: string) {
      if ((await friends.remove(userId, 'sender', 'pending', linkId)) === 0)
        throw requestNotFound();
    },
    async removeFriend(userId: string, linkId: string) {
      if ((await friends.remove(userId, 'either', 'accepted', linkId)) === 0) {
        throw notFound('FRIEND_NOT_FOUND', 'That person is no longer on your friends list.');
      }
    },
    rejectAll: (userId: string) => friends.remove(userId, 'receiver', 'pending'),
    cancelAll: (userId: string) => friends.remove(userId, 'sender', 'pending'),
    removeAll: (userId: string) => friends.remove(userId, 'either', 'any'),
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
