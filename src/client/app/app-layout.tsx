import { useQueryClient } from '@tanstack/react-query';
import { createContext, Suspense, useContext, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { APP_NAME, reportTimeZone, useMe, useSetMe, whenIdle } from '../features/auth';
import { ShellFrame, SiteFooter, SiteHeader } from '../features/shell';
import { lazyComponent } from '../lib/lazy-component';
import { useIsMobile } from '../ui';
import { AppLoading } from './app-loading';
import { useAppConfig } from './config';

// Not needed for a page's first paint: the menu and the modals load when first opened.
const menu = lazyComponent('app-menu', () =>
  import('./app-menu-panel').then((m) => m.AppMenuPanel),
);
const friendsModal = lazyComponent('friends-modal', () =>
  import('../features/friends').then((m) => m.FriendsModal),
);
const FriendsModal = friendsModal.Component;
const FunFactModal = lazyComponent('fun-fact-modal', () =>
  import('../features/fun-facts').then((m) => m.FunFactModal),
).Component;
const SchoolModal = lazyComponent('school-modal', () =>
  import('../features/auth/school-modal').then((m) => m.SchoolModal),
).Component;
const DeleteAccountDialog = lazyComponent('delete-account-dialog', () =>
  import('../features/auth/delete-account-dialog').then((m) => m.DeleteAccountDialog),
).Component;
const DeleteBlockedDialog = lazyComponent('delete-blocked-dialog', () =>
  import('../features/auth/delete-blocked-dialog').then((m) => m.DeleteBlockedDialog),
).Component;
const AppMenuPanel = menu.Component;

/** 'deleteBlocked': deletion refused while friend links exist; 'friendLinks' follows it. */
type AppModal =
  'friends' | 'funFact' | 'school' | 'deleteAccount' | 'deleteBlocked' | 'friendLinks';

/** What the layout offers the pages inside it (useShellContext). */
export interface ShellContext {
  /**
   * Opens the 'Delete Account?' dialog from outside the menu (docs/product.md#deleting-an-account).
   */
  openDeleteAccount: () => void;
}

const ShellContextValue = createContext<ShellContext | null>(null);

/** The layout's offers, for a page inside it. */
export function useShellContext(): ShellContext {
  const value = useContext(ShellContextValue);
  if (!value) throw new Error('useShellContext: the page is not inside AppLayout');
  return value;
}

/** The layout's offers, or null for a page a visitor reads outside it (e.g. /privacy). */
export function useOptionalShellContext(): ShellContext | null {
  return useContext(ShellContextValue);
}

/**
 * Every signed-in page: header with the menu, the page, the footer; and the modals the menu
 * opens (friends, fun fact, medical school, delete account).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const me = useMe();
  const setMe = useSetMe();
  const config = useAppConfig();
  const mobile = useIsMobile();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu mounts on its first opening and stays mounted (its account actions keep their state).
  const [menuMounted, setMenuMounted] = useState(false);
  const [modal, setModal] = useState<AppModal | null>(null);
  const lastModal = useRef<AppModal | null>(null);
  const queryClient = useQueryClient();

  // The server keeps the player's time zone (their 'today'); tell it the browser's once it settles.
  const userId = me?.id;
  useEffect(() => {
    if (!userId) return;
    return whenIdle(() => void reportTimeZone(userId).catch(() => undefined));
  }, [userId]);

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
  // The Friends modal follows the notice: its code and the lists load while the notice is read.
  const blockedByFriends = () => {
    open('deleteBlocked');
    void friendsModal.preload();
    void import('../features/friends')
      .then((m) => queryClient.prefetchQuery(m.friendsOverviewQueryOptions))
      .catch(() => undefined);
  };

  return (
    <>
      <ShellFrame
        header={
          <SiteHeader
            appName={APP_NAME}
            menuOpen={menuOpen}
            menuId={menuId}
            onMenuClick={() => {
              setMenuMounted(true);
              setMenuOpen(true);
            }}
            onMenuIntent={() => void menu.preload()}
            menuButtonRef={menuButton}
          />
        }
        footer={<SiteFooter appName={APP_NAME} socialUrl={config?.socialUrl} />}
      >
        {/* a page whose code is not here yet (its first visit within the app) */}
        <Suspense fallback={<AppLoading />}>
          <ShellContextValue.Provider
            value={{ openDeleteAccount: () => setModal('deleteAccount') }}
          >
            {children}
          </ShellContextValue.Provider>
        </Suspense>
      </ShellFrame>
      {menuMounted ? (
        <Suspense fallback={null}>
          <AppMenuPanel
            id={menuId}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            variant={mobile ? 'mobile' : 'desktop'}
            username={me.username}
            socialUrl={config?.socialUrl}
            onFriends={() => open('friends')}
            onFunFact={() => open('funFact')}
            onSchool={() => open('school')}
            onBlockedByFriends={blockedByFriends}
          />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {modal === 'friends' ? <FriendsModal onClose={close} /> : null}
        {modal === 'friendLinks' ? <FriendsModal onClose={close} openOn="links" /> : null}
        {modal === 'funFact' ? <FunFactModal onClose={close} /> : null}
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
          <DeleteAccountDialog onClose={close} onBlockedByFriends={blockedByFriends} />
        ) : null}
        {modal === 'deleteBlocked' ? (
          <DeleteBlockedDialog onClose={() => setModal('friendLinks')} />
        ) : null}
      </Suspense>
    </>
  );
}
