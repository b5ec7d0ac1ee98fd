import type { FriendSearchResult, FriendsOverview } from '../../../shared/friends/schemas';
import { apiRequest } from '../../lib/http';

interface Ok {
  ok: true;
}
interface Removed {
  removed: number;
}

const link = (id: string) => encodeURIComponent(id);

/** The friends API (every call acts as the signed-in user). */
export const friendsApi = {
  overview: () => apiRequest<FriendsOverview>('GET', '/api/friends'),
  search: (q: string) =>
    apiRequest<{ users: FriendSearchResult[] }>(
      'GET',
      `/api/friends/search?q=${encodeURIComponent(q)}`,
    ),
  sendRequest: (userId: string) =>
    apiRequest<{ id: string }>('POST', '/api/friends/requests', { userId }),
  accept: (id: string) => apiRequest<Ok>('POST', `/api/friends/requests/${link(id)}/accept`),
  reject: (id: string) => apiRequest<Ok>('POST', `/api/friends/requests/${link(id)}/reject`),
  rejectAll: () => apiRequest<Removed>('POST', '/api/friends/requests/reject-all'),
  cancelRequest: (id: string) => apiRequest<Ok>('DELETE', `/api/friends/requests/${link(id)}`),
  cancelAllRequests: () => apiRequest<Removed>('DELETE', '/api/friends/requests'),
  removeFriend: (id: string) => apiRequest<Ok>('DELETE', `/api/friends/${link(id)}`),
  removeAll: () => apiRequest<Removed>('DELETE', '/api/friends'),
};
