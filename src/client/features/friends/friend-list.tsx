import type { ReactNode } from 'react';
import type { FriendUser } from '../../../shared/friends/schemas';
import { Button } from '../../ui';
import type { ButtonVariant } from '../../ui';

export interface RowAction {
  label: string;
  variant?: ButtonVariant;
  /** The busy key of this action on a row, e.g. 'accept:<id>'. */
  key: (user: FriendUser) => string;
  run: (user: FriendUser) => void;
}

export interface FriendListProps {
  users: readonly FriendUser[];
  label: string;
  actions: readonly RowAction[];
  busy: string | null;
  empty: ReactNode;
}

/** A list of people with a button per action on each row; each button names its person. */
export function FriendList({ users, label, actions, busy, empty }: FriendListProps) {
  if (users.length === 0) return <p className="friends-empty">{empty}</p>;
  return (
    <ul className="friend-list" aria-label={label}>
      {users.map((user) => (
        <li key={user.id} className="friend-row">
          <span className="friend-row__name">{user.username}</span>
          <span className="friend-row__actions">
            {actions.map((action) => (
              <Button
                key={action.label}
                size="sm"
                variant={action.variant ?? 'secondary'}
                onClick={() => action.run(user)}
                loading={busy === action.key(user)}
                disabled={busy !== null}
                aria-label={`${action.label} ${user.username}`}
              >
                {action.label}
              </Button>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
