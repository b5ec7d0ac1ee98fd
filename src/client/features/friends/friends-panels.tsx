import type { ReactNode } from 'react';
import { FRIENDS_MESSAGES as M } from '../../../shared/friends/messages';
import type { FriendsOverview } from '../../../shared/friends/schemas';
import { Button, FeedbackMessage, Spinner } from '../../ui';
import { BulkAction } from './bulk-action';
import { FriendList } from './friend-list';
import type { FriendActions } from './use-friend-actions';

export interface PanelProps {
  overview: FriendsOverview | undefined;
  /** Loading the lists failed; offer to try again. */
  failed: boolean;
  onRetry: () => void;
  actions: FriendActions;
}

interface ListSectionProps {
  id: string;
  title: string;
  bulk: ReactNode;
  children: ReactNode;
}

function ListSection({ id, title, bulk, children }: ListSectionProps) {
  return (
    <section className="friends-section" aria-labelledby={id}>
      <div className="friends-section__head">
        <h3 id={id} className="friends-section__title">
          {title}
        </h3>
        {bulk}
      </div>
      {children}
    </section>
  );
}

/**
 * Loading, or the fetch-failure text (docs/product.md#friends) with a way to try again, or the
 * content.
 */
function Loaded({
  props,
  failText,
  children,
}: {
  props: PanelProps;
  failText: string;
  children: (overview: FriendsOverview) => ReactNode;
}) {
  if (props.overview) return children(props.overview);
  if (props.failed) {
    return (
      <FeedbackMessage
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={props.onRetry}>
            Try again
          </Button>
        }
      >
        {failText}
      </FeedbackMessage>
    );
  }
  return <Spinner label="Loading friends..." />;
}

/** Requests tab: requests to the viewer (Accept, Reject, Reject All) and sent ones (Remove...). */
export function RequestsPanel(props: PanelProps) {
  const { overview, actions } = props;
  const busy = actions.busy;
  return (
    <div className="friends-panel">
      <ListSection
        id="friends-incoming"
        title="Received"
        bulk={
          <BulkAction
            label="Reject All"
            title="Reject all friend requests?"
            description="Every friend request you have received will be rejected."
            run={actions.rejectAll}
            pending={busy === 'rejectAll'}
            disabled={busy !== null || !overview?.incoming.length}
          />
        }
      >
        <Loaded props={props} failText={M.fetchRequestsFailed}>
          {(data) => (
            <FriendList
              users={data.incoming}
              label="Friend requests received"
              busy={busy}
              empty="No friend requests right now."
              actions={[
                {
                  label: 'Accept',
                  variant: 'primary',
                  key: (u) => `accept:${u.id}`,
                  run: (u) => void actions.accept(u.id),
                },
                {
                  label: 'Reject',
                  key: (u) => `reject:${u.id}`,
                  run: (u) => void actions.reject(u.id),
                },
              ]}
            />
          )}
        </Loaded>
      </ListSection>
      <ListSection
        id="friends-sent"
        title="Sent"
        bulk={
          <BulkAction
            label="Remove All Pending"
            title="Remove all pending requests?"
            description="Every friend request you have sent that has not been accepted yet will be withdrawn."
            run={actions.cancelAllRequests}
            pending={busy === 'cancelAll'}
            disabled={busy !== null || !overview?.sent.length}
          />
        }
      >
        <Loaded props={props} failText={M.fetchSentFailed}>
          {(data) => (
            <FriendList
              users={data.sent}
              label="Friend requests sent"
              busy={busy}
              empty="You have no pending requests."
              actions={[
                {
                  label: 'Remove',
                  key: (u) => `cancel:${u.id}`,
                  run: (u) => void actions.cancelRequest(u.id),
                },
              ]}
            />
          )}
        </Loaded>
      </ListSection>
    </div>
  );
}

/** Friends tab: the viewer's friends (Remove, Remove All Friends). */
export function FriendsPanel(props: PanelProps) {
  const { overview, actions } = props;
  const busy = actions.busy;
  return (
    <div className="friends-panel">
      <ListSection
        id="friends-accepted"
        title="Your friends"
        bulk={
          <BulkAction
            label="Remove All Friends"
            title="Remove all friends?"
            description="All of your friends will be removed, and every friend request you have sent or received will be deleted too. This cannot be undone."
            run={actions.removeAll}
            pending={busy === 'removeAll'}
            disabled={busy !== null || !overview?.friends.length}
          />
        }
      >
        <Loaded props={props} failText={M.fetchFriendsFailed}>
          {(data) => (
            <FriendList
              users={data.friends}
              label="Your friends"
              busy={busy}
              empty="No friends yet. Search for a username above to send a request."
              actions={[
                {
                  label: 'Remove',
                  key: (u) => `remove:${u.id}`,
                  run: (u) => void actions.removeFriend(u.id),
                },
              ]}
            />
          )}
        </Loaded>
      </ListSection>
    </div>
  );
}
