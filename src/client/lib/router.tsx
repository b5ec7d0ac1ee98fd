import { useCallback } from 'react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { parse } from 'regexparam';
import {
  Link as WouterLink,
  matchRoute,
  Redirect,
  Router,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  useSearch,
  useSearchParams as useWouterSearchParams,
} from 'wouter';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';

// The app's routing, on wouter (docs/decisions/008-wouter.md): the few parts the app uses, under
// the names React Router gave them, so features import from here and never from the library.

export { Route, Switch } from 'wouter';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  /** Kept with the history entry (history.state), read back by useLocation().state. */
  state?: unknown;
}

/** How the current location was reached: a link or navigate() (PUSH/REPLACE), or Back (POP). */
let lastNavigation: NavigationType = 'POP';
if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    lastNavigation = 'POP';
  });

const aroundNav = (
  navigate: (to: string, options?: NavigateOptions) => void,
  to: string,
  options?: NavigateOptions,
) => {
  lastNavigation = options?.replace ? 'REPLACE' : 'PUSH';
  navigate(to, options);
};

export interface AppRouterProps {
  children: ReactNode;
  /** A location other than the browser's (tests: wouter/memory-location). */
  hook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
}

/** The router around the app: the browser's location unless `hook` says otherwise. */
export function AppRouter({ children, hook, searchHook }: AppRouterProps) {
  return (
    <Router
      aroundNav={aroundNav}
      {...(hook ? { hook } : {})}
      {...(searchHook ? { searchHook } : {})}
    >
      {children}
    </Router>
  );
}

export function useNavigationType(): NavigationType {
  return lastNavigation;
}

export interface AppLocation {
  pathname: string;
  search: string;
  state: unknown;
}

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state = typeof history === 'undefined' ? null : (history.state as unknown);
  return { pathname, search: search ? `?${search}` : '', state };
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const [, navigate] = useWouterLocation();
  return useCallback((to, options) => navigate(to, options), [navigate]);
}

export function useParams(): Record<string, string | undefined> {
  return useWouterParams() as Record<string, string | undefined>;
}

export const useSearchParams = useWouterSearchParams;

/** The params of `pattern` (e.g. `/archives/mini/:date`) when `path` matches it, else null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const [matches, params] = matchRoute(parse, pattern, path);
  return matches ? (params as Record<string, string>) : null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

export function Link({ to, ...props }: LinkProps) {
  return <WouterLink href={to} {...props} />;
}

/** A link that says so (aria-current="page") when it leads to the current page. */
export function NavLink({ to, ...props }: LinkProps) {
  const [pathname] = useWouterLocation();
  const current = pathname.replace(/\/+$/, '') === to.replace(/\/+$/, '');
  return <WouterLink href={to} aria-current={current ? 'page' : undefined} {...props} />;
}

/** Goes to `to` when rendered. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}
