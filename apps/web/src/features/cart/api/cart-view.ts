import type { CartItem } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** One product as a cart line, for a cart opened by link (/cart/{id}). */
export const fetchCartView = (productId: number, signal?: AbortSignal) =>
  api<CartItem>(`products/cart-view/${productId}/`, { signal });

export const useCartView = (productId: number) =>
  useQuery({
    queryKey: ['cart-view', productId],
    queryFn: ({ signal }) => fetchCartView(productId, signal),
    staleTime: 0,
    gcTime: 0,
  });
