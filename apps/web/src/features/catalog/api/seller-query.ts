import type { Seller } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const fetchSeller = (sellerId: number, signal?: AbortSignal) =>
  api<Seller>(`sellers/${sellerId}/`, { signal });

/** A maker's profile and everything they sell. */
export const useSeller = (sellerId: number) =>
  useQuery({
    queryKey: ['seller', sellerId],
    queryFn: ({ signal }) => fetchSeller(sellerId, signal),
  });
