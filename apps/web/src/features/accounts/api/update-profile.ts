import type { Profile, ProfileUpdate } from '@makers-pantry/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';
import { readStoredLogin, saveLogin } from '../../../lib/session';
import { profileQueryKey } from './profile';

export const updateProfile = (update: ProfileUpdate) =>
  api<Profile>('users/profile/update/', { method: 'PATCH', json: update });

/**
 * The profile as saved replaces the cached one (names and message choices alike); the stored
 * login carries the names too (the menus greet with them), so it is refreshed as well.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation<Profile, ApiError, ProfileUpdate>({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData<Profile>(profileQueryKey, (old) => old && { ...old, ...saved });
      const login = readStoredLogin();
      const { firstName, lastName, email } = saved;
      if (login) saveLogin({ ...login, firstName, lastName, email });
    },
  });
}
