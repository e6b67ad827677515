import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '../../../contract/common.ts';
import { homePathFor } from '../home-path.ts';
import { useSession } from '../session-context.ts';

/** Renders its child routes for a signed-in user; anyone else goes to /login. */
export function RequireSignedIn() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Renders its child routes for the given roles only; others go to `redirectTo`. */
export function RequireRole({
  roles,
  redirectTo = '/dashboard',
}: {
  roles: readonly Role[];
  redirectTo?: string;
}) {
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  if (!roles.includes(user.role)) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}

/** /login and /register: a signed-in user is sent to their home screen. */
export function RedirectIfSignedIn() {
  const { user } = useSession();
  if (user) return <Navigate to={homePathFor(user.role)} replace />;
  return <Outlet />;
}
