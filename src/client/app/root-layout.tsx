import { Component, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigationType } from '../lib/router';
import { RouteError } from './route-error';

/**
 * Every page: a new page (a link followed, not Back or Forward, where the browser puts the scroll
 * position back itself) starts at the top; a screen whose code cannot load shows RouteError.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return <ErrorBoundary>{children}</ErrorBoundary>;
}

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
