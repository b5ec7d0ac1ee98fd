import { Navigate } from '../../lib/router';
import { useMe } from '../../features/auth';
import { NotAuthorizedPage } from '../../features/shell';

/**
 * Non-admins see 'Not authorized' on every admin path. The tools themselves come in later
 * issues; until a tool exists its path has no content, and since we ship no placeholder screens an
 * admin is sent to /landing, like any path without a page. Each tool replaces this element on its
 * own path (keeping the same non-admin check) when it lands.
 */
export function AdminRoute() {
  const me = useMe();
  if (me?.isAdmin) return <Navigate to="/landing" replace />;
  return <NotAuthorizedPage />;
}
