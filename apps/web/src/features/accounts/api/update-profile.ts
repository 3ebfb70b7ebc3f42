import type { Profile, ProfileUpdate } from '@makers-pantry/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';
import { readStoredLogin, saveLogin } from '../../../lib/session';
import { profileQueryKey } from './profile';

type UpdatedProfile = Pick<Profile, 'firstName' | 'lastName' | 'email'>;

export const updateProfile = (update: ProfileUpdate) =>
  api<UpdatedProfile>('users/profile/update/', { method: 'PATCH', json: update });

/** The stored login carries the names too (the menus greet with them), so it is refreshed as well. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation<UpdatedProfile, ApiError, ProfileUpdate>({
    mutationFn: updateProfile,
    onSuccess: ({ firstName, lastName, email }) => {
      const changes = { firstName, lastName, email };
      queryClient.setQueryData<Profile>(profileQueryKey, (old) => old && { ...old, ...changes });
      const login = readStoredLogin();
      if (login) saveLogin({ ...login, ...changes });
    },
  });
}
