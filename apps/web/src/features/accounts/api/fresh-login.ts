import type { Profile } from '@makers-pantry/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { readStoredLogin, saveLogin } from '../../../lib/session';
import { profileQueryKey } from './profile';

/** The stored roles and names are a copy; they follow the server's when these differ. */
const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  !!a && a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Reads the login's profile once per visit (a page load) and puts its roles and names into the
 * stored login: a customer made a seller, ops or admin since logging in sees 'Hub' in the Account
 * menu at once, and one whose role was taken no longer does. The server checks roles on every
 * request anyway; this only keeps the menu honest. A failed read keeps the stored copy (a lapsed
 * session is handled by the API client's 401 rule).
 */
export function useFreshLogin(token: string | null) {
  const { data } = useQuery<Profile>({
    queryKey: profileQueryKey,
    queryFn: () => api<Profile>('users/profile/'),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    const login = readStoredLogin();
    if (!data || !login || login.mobile !== data.mobile) return;
    const { firstName, lastName, email, roles } = data;
    if (
      sameList(login.roles, roles) &&
      login.firstName === firstName &&
      login.lastName === lastName &&
      login.email === email
    )
      return;
    saveLogin({ ...login, firstName, lastName, email, roles });
  }, [data]);
}
