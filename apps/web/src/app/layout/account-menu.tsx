import { Link, useLocation } from 'react-router';
import { DisclosureMenu } from '../../components/ui/disclosure-menu';
import { UserIcon } from '../../components/ui/icons';
import { useFreshLogin } from '../../features/accounts/api/fresh-login';
import { useLogOut } from '../../features/accounts/api/log-out';
import { useLogin } from '../../lib/session';
import { MEDIA, useMediaQuery } from '../../lib/use-media-query';
import { paths } from '../../lib/paths';
import styles from './account-menu.module.css';

// Nothing here may pull in the domain schemas: this menu is on every page's first load, zod is not.

/**
 * The Account menu in every top bar: My Profile, My Orders (and Hub for those who run the shop),
 * Logout when logged in; Login otherwise. The roles behind 'Hub' are read again on each visit.
 */
export function AccountMenu() {
  const login = useLogin();
  useFreshLogin(login?.token ?? null);
  const logOut = useLogOut();
  // The phone bar has room for icons only; the words are still read out.
  const narrow = useMediaQuery(MEDIA.mobile);
  const { pathname, search } = useLocation();

  if (!login) {
    // Logging in from a product page should come back to that product.
    const here = pathname === paths.home || pathname.startsWith('/login') ? undefined : pathname;
    const redirect = here && `${here.slice(1)}${search}`;
    return (
      <Link className={styles.login} to={paths.login(redirect)}>
        <UserIcon />
        <span className={narrow ? 'visually-hidden' : undefined}>Login</span>
      </Link>
    );
  }

  return (
    <DisclosureMenu label="Account" icon={<UserIcon />} hideLabel={narrow}>
      <p className={styles.greeting}>
        <span className={styles.name}>Hi, {login.firstName || 'there'}</span>
        <span className={styles.mobile}>+91 {login.mobile}</span>
      </p>
      <ul>
        <li>
          <Link to={paths.profile}>My Profile</Link>
        </li>
        <li>
          <Link to={paths.myOrders}>My Orders</Link>
        </li>
        {/* Sellers, ops and admins: every role but customer runs some of the shop. */}
        {login.roles?.some((role) => role !== 'customer') && (
          <li>
            <Link to={paths.hub}>Hub</Link>
          </li>
        )}
        <li>
          <button type="button" onClick={() => void logOut()}>
            Logout
          </button>
        </li>
      </ul>
    </DisclosureMenu>
  );
}
