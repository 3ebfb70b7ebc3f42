import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { paths } from '../../../lib/paths';
import { api } from '../../../lib/api';
import { clearShopStorage } from '../../../lib/storage';
import { LOGGED_OUT } from '../account-texts';

/**
 * Logout from the Account menu. The device forgets the login whatever the server answers: a
 * customer who pressed Logout on a shared phone must not stay logged in.
 */
export function useLogOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await api('users/logout/', { method: 'POST' });
    } catch {
      // Nothing to show: the device forgets the login below, and tokens expire anyway.
    }
    clearShopStorage();
    // Profile, orders and addresses belong to the person who just left.
    queryClient.clear();
    toast.success(LOGGED_OUT);
    await navigate(paths.home);
  };
}
