import { z } from 'zod';
import { plainText } from '../text.js';

export const friendSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Enter a username to search for' })
    .max(100, 'Search is too long')
    .check(plainText('Search')),
});

export const friendRequestBodySchema = z.object({
  userId: z.string({ error: 'Choose a user' }).min(1, 'Choose a user').max(100),
});

export const linkIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export interface FriendUser {
  /** The link's id (friendship or request). */
  id: string;
  userId: string;
  username: string;
}

export interface FriendsOverview {
  friends: FriendUser[];
  incoming: FriendUser[];
  sent: FriendUser[];
}

export type FriendRelation = 'none' | 'friend' | 'incoming' | 'sent';

export interface FriendSearchResult {
  userId: string;
  username: string;
  relation: FriendRelation;
}
