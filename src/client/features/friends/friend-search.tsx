import { useState } from 'react';
import type { FormEvent } from 'react';
import { sanitizePlainText } from '../../../shared/accounts/sanitize';
import { FRIEND_SEARCH_LIMIT, FRIENDS_MESSAGES as M } from '../../../shared/friends/messages';
import type {
  FriendRelation,
  FriendSearchResult,
  FriendsOverview,
} from '../../../shared/friends/schemas';
import { Button, TextField } from '../../ui';
import type { FeedbackTone } from '../../ui';
import { friendsApi } from './api';
import { relationTo } from './queries';
import type { FriendActions } from './use-friend-actions';

export interface FriendSearchProps {
  /** The viewer's lists, which keep each result's status current after an action. */
  overview: FriendsOverview | undefined;
  actions: FriendActions;
  show: (tone: FeedbackTone, text: string) => void;
  /** Hides the message shown, which describes an earlier search or action. */
  clear: () => void;
}

const RELATION_TEXT: Record<Exclude<FriendRelation, 'none'>, string> = {
  friend: 'Friends',
  sent: 'Request sent',
  incoming: 'Sent you a request',
};

/**
 * Search by username (docs/product.md#friends): the query is trimmed and stripped of markup, an
 * empty one does nothing; the server matches a case-insensitive part of usernames, leaves out the
 * viewer and returns at most 5. A new search hides the message left by an earlier one.
 */
export function FriendSearch({ overview, actions, show, clear }: FriendSearchProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<FriendSearchResult[] | null>(null);
  const [searching, setSearching] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    const q = sanitizePlainText(query);
    if (q === '' || searching) return;
    setSearching(true);
    // A message from before ('No users found' for the last query) must not sit under this one's results.
    clear();
    try {
      const { users } = await friendsApi.search(q);
      setResults(users.slice(0, FRIEND_SEARCH_LIMIT));
      if (users.length === 0) show('error', M.noUsersFound);
    } catch {
      setResults(null);
      show('error', M.searchFailed);
    }
    setSearching(false);
  }

  return (
    <div className="friend-search">
      <form className="friend-search__form" role="search" onSubmit={search}>
        <TextField
          label="Find friends by username"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          maxLength={100}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="friend-search__field"
        />
        <Button type="submit" loading={searching}>
          Search
        </Button>
      </form>
      {results && results.length > 0 ? (
        <ul className="friend-list" aria-label="Search results">
          {results.map((user) => {
            const relation = overview ? relationTo(overview, user.userId) : user.relation;
            const key = `send:${user.userId}`;
            return (
              <li key={user.userId} className="friend-row">
                <span className="friend-row__name">{user.username}</span>
                <span className="friend-row__actions">
                  {relation === 'none' ? (
                    <Button
                      size="sm"
                      onClick={() => void actions.send(user.userId)}
                      loading={actions.busy === key}
                      disabled={actions.busy !== null}
                      aria-label={`Add Friend ${user.username}`}
                    >
                      Add Friend
                    </Button>
                  ) : (
                    <span className="friend-row__status">{RELATION_TEXT[relation]}</span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
