import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigationType } from '../../lib/router';
import './shell.css';

export interface ShellFrameProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The page frame: a skip link, the header, the page in <main>, the footer. After a navigation
 * inside the app (not a redirect), focus moves to <main> so keyboard and screen-reader users start
 * at the new page. So it does when the frame itself appears through the app (signing in: the
 * sign-in screen and its school modal are gone) and focus is nowhere.
 */
export function ShellFrame({ header, footer, children }: ShellFrameProps) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const first = lastPath.current === null;
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    if (first) {
      // A page load (POP) starts at the top of the document, as the browser does it.
      const active = document.activeElement;
      const nowhere = !active || active === document.body;
      if (navigationType !== 'POP' && nowhere) main.current?.focus({ preventScroll: true });
      return;
    }
    // Redirects (/ -> /landing) replace the entry; they are not a page the user asked for.
    if (navigationType !== 'REPLACE') main.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);

  return (
    <div className="shell">
      <a href="#main" className="shell__skip">
        Skip to content
      </a>
      {header}
      <main id="main" ref={main} tabIndex={-1} className="shell__main">
        {children}
      </main>
      {footer}
    </div>
  );
}
