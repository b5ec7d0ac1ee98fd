import { useEffect } from 'react';

/**
 * While `active`, a click on a link that would leave the page in the app is held and handed to
 * `onAttempt` with its target and the link (the screen asks 'Exit Game?' first), and closing or
 * reloading the tab asks the browser's own question.
 */
export function useLeaveGuard(
  active: boolean,
  onAttempt: (href: string, link: HTMLAnchorElement) => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search)
        return;
      e.preventDefault();
      e.stopPropagation();
      onAttempt(url.pathname + url.search + url.hash, link);
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, onAttempt]);
}
