import type { Profile } from '@makers-pantry/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';

/**
 * Who is using the hub, asked fresh rather than read from the stored login: a role given or taken
 * since the login was stored shows at once (the server checks it on every request anyway).
 */
export const useHubMe = () =>
  useQuery<Profile, ApiError>({
    queryKey: ['hub', 'me'],
    queryFn: () => api<Profile>('users/profile/'),
    staleTime: 60_000,
  });
