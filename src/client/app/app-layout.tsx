import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import {
  APP_NAME,
  DeleteAccountDialog,
  SchoolModal,
  useMe,
  useSetMe,
  useDeleteAccount,
  useSignOut,
} from '../features/auth';
import { AppMenu, ShellFrame, SiteFooter, SiteHeader } from '../features/shell';
import { useIsMobile } from '../ui';
import { useAppConfig } from './config';

const FriendsModal = lazy(() =>
  import('../features/friends').then((m) => ({ default: m.FriendsModal })),
);
const FunFactModal = lazy(() =>
  import('../features/fun-facts').then((m) => ({ default: m.FunFactModal })),
);

type AppModal = 'friends' | 'funFact' | 'school' | 'deleteAccount';

/** What the layout offers the pages inside it (react-router outlet context). */
export interface ShellContext {
  /** Opens the 'Delete Account?' dialog (spec 01: a Delete Account button outside the menu). */
  openDeleteAccount: () => void;
}

/**
 * Every signed-in page: header with the menu, the page, the footer; and the modals the menu
 * opens (friends, fun fact, medical school, delete account).
 */
export function AppLayout() {
  const me = useMe();
  const setMe = useSetMe();
  const config = useAppConfig();
  const mobile = useIsMobile();
  const signOut = useSignOut();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [modal, setModal] = useState<AppModal | null>(null);
  const lastModal = useRef<AppModal | null>(null);
  const deleteAccount = useDeleteAccount({
    onBlockedByFriends: () => {
      setMenuOpen(false);
      setModal('friends');
    },
  });

  // A modal opened from the menu outlives the item that opened it: when it closes and focus has
  // nowhere to go back to, it goes to the menu button.
  useEffect(() => {
    const closed = lastModal.current !== null && modal === null;
    lastModal.current = modal;
    if (!closed) return;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) menuButton.current?.focus();
    });
    return () => clearTimeout(timer);
  }, [modal]);

  if (!me) return null;
  const open = (next: AppModal) => {
    setMenuOpen(false);
    setModal(next);
  };
  const close = () => setModal(null);

  return (
    <>
      <ShellFrame
        header={
          <SiteHeader
            appName={APP_NAME}
            menuOpen={menuOpen}
            menuId={menuId}
            onMenuClick={() => setMenuOpen(true)}
            menuButtonRef={menuButton}
          />
        }
        footer={<SiteFooter appName={APP_NAME} socialUrl={config?.socialUrl} />}
      >
        <Outlet
          context={{ openDeleteAccount: () => setModal('deleteAccount') } satisfies ShellContext}
        />
      </ShellFrame>
      <AppMenu
        id={menuId}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        variant={mobile ? 'mobile' : 'desktop'}
        appName={APP_NAME}
        username={me.username}
        socialUrl={config?.socialUrl}
        onFriends={() => open('friends')}
        onFunFact={() => open('funFact')}
        onSchool={() => open('school')}
        onSignOut={() => void signOut.signOut()}
        signingOut={signOut.pending}
        signOutError={signOut.error}
        deleteAccount={{
          run: () => void deleteAccount.deleteAccount(),
          pending: deleteAccount.pending,
          error: deleteAccount.error,
        }}
      />
      <Suspense fallback={null}>
        {modal === 'friends' ? <FriendsModal onClose={close} /> : null}
        {modal === 'funFact' ? <FunFactModal onClose={close} /> : null}
      </Suspense>
      {modal === 'school' ? (
        <SchoolModal
          user={me}
          onDone={(user) => {
            setMe(user);
            close();
          }}
        />
      ) : null}
      {modal === 'deleteAccount' ? (
        <DeleteAccountDialog onClose={close} onBlockedByFriends={() => setModal('friends')} />
      ) : null}
    </>
  );
}
