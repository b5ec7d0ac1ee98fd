import { Navigate, useLocation } from '../../lib/router';
import { useMe } from '../../features/auth';
import { AdminPage } from '../../features/admin';
import { NotAuthorizedPage } from '../../features/shell';

/**
 * Non-admins see 'Not authorized' on every admin path (the server checks every admin request
 * again). /admin holds the tools built so far (results under review); a tool whose path has no
 * screen yet sends an admin to /landing, like any path without a page, until its issue lands —
 * we ship no placeholder screens.
 */
export function AdminRoute() {
  const me = useMe();
  const { pathname } = useLocation();
  if (!me?.isAdmin) return <NotAuthorizedPage />;
  if (pathname.replace(/\/+$/, '') === '/admin') return <AdminPage />;
  return <Navigate to="/landing" replace />;
}
