import { Navigate, Outlet, useLocation } from 'react-router';
import { readStoredLogin } from '../lib/session';
import { paths } from '../lib/paths';

/**
 * Screens that need a login send a visitor to /login?redirect=<where they were going>.
 *
 * The login is read on each render rather than subscribed to: Logout clears it while this screen
 * is still showing and then goes home; a subscribed check would win that race and send the
 * customer to /login instead. A 401 has its own way to /login (lib/api).
 */
export function RequireLogin() {
  const location = useLocation();
  if (!readStoredLogin()?.token) {
    const target = `${location.pathname.replace(/^\//, '')}${location.search}`;
    return <Navigate to={paths.login(target)} replace />;
  }
  return <Outlet />;
}
