import { APP_NAME, useDeleteAccount, useSignOut } from '../features/auth';
import { AppMenu } from '../features/shell';
import type { AppMenuProps } from '../features/shell';

export interface AppMenuPanelProps extends Pick<
  AppMenuProps,
  'id' | 'open' | 'onOpenChange' | 'variant' | 'username' | 'socialUrl'
> {
  onFriends: () => void;
  onFunFact: () => void;
  onSchool: () => void;
  /** Deletion is blocked by friend links: the layout opens the Friends modal. */
  onBlockedByFriends: () => void;
}

/**
 * The menu with its account actions (sign out, delete account). The layout loads this module on
 * the menu's first opening (it is not needed for a page's first paint), and keeps it mounted
 * afterwards.
 */
export function AppMenuPanel({ onBlockedByFriends, ...menu }: AppMenuPanelProps) {
  const signOut = useSignOut();
  const deleteAccount = useDeleteAccount({ onBlockedByFriends });
  return (
    <AppMenu
      {...menu}
      appName={APP_NAME}
      onSignOut={() => void signOut.signOut()}
      signingOut={signOut.pending}
      signOutError={signOut.error}
      deleteAccount={{
        run: () => void deleteAccount.deleteAccount(),
        pending: deleteAccount.pending,
        error: deleteAccount.error,
      }}
    />
  );
}
