import { Navigate, Outlet, useLocation } from 'react-router';
import { useLogin } from '../lib/session';
import { paths } from './paths';

/** Screens that need a login send a visitor to /login?redirect=<where they were going>. */
export function RequireLogin() {
  const login = useLogin();
  const location = useLocation();
  if (!login?.token) {
    const target = `${location.pathname.replace(/^\//, '')}${location.search}`;
    return <Navigate to={paths.login(target)} replace />;
  }
  return <Outlet />;
}
