import type { HubProduct, HubProductPage } from '@makers-pantry/domain/hub-products';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { keepPrevious } from '../../ui/keep-previous';

/**
 * The names of a collection's products. The collection holds ids only; each product is read by
 * its hub page, all at once. One query rather than useQueries: the shop's first script holds the
 * query library, and a function of it only the hub used would still be named there (decision 032).
 */
export function useProductNames(ids: readonly number[]) {
  const answers = useQuery<(HubProduct | null)[], ApiError>({
    queryKey: ['hub', 'products', 'names', ids],
    // A product that cannot be read (gone since) keeps its id in the list, not the others' names.
    queryFn: ({ signal }) =>
      Promise.all(
        ids.map((id) => api<HubProduct>(`hub/products/${id}/`, { signal }).catch(() => null)),
      ),
    staleTime: 60_000,
    enabled: ids.length > 0,
    placeholderData: keepPrevious,
  });
  const byId = new Map(
    answers.data?.flatMap((product) => (product ? [[product.id, product]] : [])),
  );
  return new Map(
    ids.map((id) => {
      const product = byId.get(id);
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
