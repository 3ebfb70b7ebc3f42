import type { KnownLocation } from '@makers-pantry/domain/addresses';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

export const useKnownLocations = () =>
  useQuery<KnownLocation[], ApiError>({
    queryKey: ['addresses', 'locations'],
    queryFn: () => api<KnownLocation[]>('logistics/locations/', { fromRoot: true }),
    staleTime: 10 * 60_000,
  });
