import type { Profile } from '@makers-pantry/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

export const profileQueryKey = ['accounts', 'profile'] as const;

export const fetchProfile = () => api<Profile>('users/profile/');

export const useProfile = () =>
  useQuery<Profile, ApiError>({ queryKey: profileQueryKey, queryFn: fetchProfile });
