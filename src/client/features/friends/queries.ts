import { queryOptions } from '@tanstack/react-query';
import type { FriendRelation, FriendsOverview } from '../../../shared/friends/schemas';
import { friendsApi } from './api';

export const friendsOverviewQueryOptions = queryOptions({
  queryKey: ['friends', 'overview'] as const,
  queryFn: friendsApi.overview,
  // Another player may accept or send a request at any time: read afresh on every open.
  staleTime: 0,
  retry: 1,
});

/** Where a user stands with the viewer, read from the viewer's current lists. */
export function relationTo(overview: FriendsOverview, userId: string): FriendRelation {
  if (overview.friends.some((f) => f.userId === userId)) return 'friend';
  if (overview.incoming.some((f) => f.userId === userId)) return 'incoming';
  if (overview.sent.some((f) => f.userId === userId)) return 'sent';
  return 'none';
}
