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
 * inside the app (not a redirect), focus moves to <main> so keyboard and screen-reader users start at the new page.
 */
export function ShellFrame({ header, footer, children }: ShellFrameProps) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
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
