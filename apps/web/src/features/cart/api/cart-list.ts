import type { CartItem } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { applyServerCart, cartRequest, readCart } from '../../../lib/cart-store';

export const postCartList = (lines: ReturnType<typeof cartRequest>, signal?: AbortSignal) =>
  api<CartItem[]>('products/cart-list/', { method: 'POST', json: lines, signal });

/**
 * Checks the stored cart against live stock and prices each time the cart screen opens, and
 * writes the server's quantities back into the stored cart. The answer (with each line's
 * changeMessage) is what the screen shows next to the lines.
 */
export const useCartRefresh = () =>
  useQuery({
    queryKey: ['cart-list'],
    queryFn: async ({ signal }) => {
      const sent = cartRequest(readCart());
      const items = sent.length > 0 ? await postCartList(sent, signal) : [];
      applyServerCart(items, sent);
      return items;
    },
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });
