import type { BannedIngredient } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const fetchBannedIngredients = () => api<BannedIngredient[]>('products/banned-ingredients/');

/** The prohibited-ingredients list changes rarely, so one fetch an hour is plenty. */
export const useBannedIngredients = () =>
  useQuery({
    queryKey: ['banned-ingredients'],
    queryFn: fetchBannedIngredients,
    staleTime: 60 * 60 * 1000,
  });
