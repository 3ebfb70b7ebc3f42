import type { HubProduct, HubProductPage } from '@makers-pantry/domain/hub-products';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { keepPrevious } from '../../ui/keep-previous';

/**
 * The names of a collection's products. The collection holds ids only; each product is read by
 * its own hub page (cached, under the products area's key, so opening one later is instant).
 */
export function useProductNames(ids: readonly number[]) {
  const answers = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['hub', 'products', 'detail', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api<HubProduct>(`hub/products/${id}/`, { signal }),
      staleTime: 60_000,
    })),
  });
  return new Map(
    ids.map((id, index) => {
      const product = answers[index]?.data;
      return [id, product && { name: product.name, maker: product.seller.storeName }];
    }),
  );
}

/** Live products whose name matches the words, to add to a collection. */
export const useProductSearch = (words: string) =>
  useQuery<HubProductPage, ApiError>({
    queryKey: ['hub', 'products', 'list', `?state=approved&q=${words}`],
    queryFn: ({ signal }) =>
      api(`hub/products/?state=approved&q=${encodeURIComponent(words)}`, { signal }),
    enabled: words.trim().length >= 2,
    placeholderData: keepPrevious,
  });
