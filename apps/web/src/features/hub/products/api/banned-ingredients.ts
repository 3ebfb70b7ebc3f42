import type { BannedIngredientEntry } from '@makers-pantry/domain/banned-ingredients';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';

/**
 * GET api/hub/banned-ingredients/: the list the maker's form checks against while typing. It
 * changes rarely, so one read per visit to the hub is enough.
 */
export const useBannedIngredients = () =>
  useQuery<BannedIngredientEntry[], ApiError>({
    queryKey: ['hub', 'banned-ingredients'],
    queryFn: async ({ signal }) =>
      (
        await api<{ bannedIngredients: BannedIngredientEntry[] }>('hub/banned-ingredients/', {
          signal,
        })
      ).bannedIngredients,
    staleTime: 60 * 60 * 1000,
  });
