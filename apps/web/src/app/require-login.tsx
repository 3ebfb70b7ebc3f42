import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredValue } from '../lib/stored-value';
import { STORAGE_KEYS } from '../lib/storage';
import { paths } from './paths';

/** Screens that need a login send a visitor to /login?redirect=<where they were going>. */
export function RequireLogin() {
  const login = useStoredValue<{ token: string } | null>(STORAGE_KEYS.login, null);
  const location = useLocation();
  if (!login?.token) {
    const target = `${location.pathname.replace(/^\//, '')}${location.search}`;
    return <Navigate to={paths.login(target)} replace />;
  }
  return <Outlet />;
}
