import { Component, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { RouteError } from './route-error';

/**
 * Every page: a new page (a link followed, not Back or Forward, where the browser puts the scroll
 * position back itself) starts at the top; a screen whose code cannot load shows RouteError.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return (
    <ErrorBoundary>
      <Outlet />
    </ErrorBoundary>
  );
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
