import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Route, Switch } from '../lib/router';
import { useMe } from '../features/auth/queries';
import { AppLoading } from './app-loading';
import { loadedSignInScreen, loadSignInScreen } from './sign-in-loader';

const LazySignInScreen = lazy(() => loadSignInScreen().then((m) => ({ default: m.SignInScreen })));

export interface SessionGateProps {
  /** With a session. */
  children: ReactNode;
  /** `<Route>`s a visitor without a session may open (in their own frame), e.g. /terms. */
  visitorRoutes?: ReactNode;
}

/**
 * Routes that need a session. Without one, every such path but the visitor routes shows the
 * sign-in screen (the URL stays); with one, the route renders. This is display only: the server
 * checks every request.
 */
export function SessionGate({ children, visitorRoutes }: SessionGateProps) {
  const me = useMe();
  if (me) return <>{children}</>;
  return (
    <Switch>
      {visitorRoutes}
      <Route>
        <SignIn />
      </Route>
    </Switch>
  );
}

function SignIn() {
  const Loaded = loadedSignInScreen()?.SignInScreen;
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<AppLoading />}>
      <LazySignInScreen />
    </Suspense>
  );
}

/** `/` and any unknown path while signed in. */
export function RedirectToLanding() {
  return <Navigate to="/landing" replace />;
}
