import type { CreatablePage } from '@makers-pantry/domain/hub-batches';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { keepPrevious } from '../../ui/keep-previous';
import { batchKeys } from './batch-keys';

/**
 * Products of the chosen makers that can take a new batch, 50 a page by name, found by words in
 * the name (or one product by id): a hub of 100,000 products is searched on the server, never
 * sent whole. No maker chosen means all.
 */
export function useCreatableProducts(
  sellers: readonly number[],
  search: { words?: string; page?: number; product?: number },
  enabled = true,
) {
  const choice = sellers.length > 0 ? sellers.join(',') : 'ALL';
  const query = new URLSearchParams();
  const words = search.words?.trim();
  if (words) query.set('q', words);
  if (search.product) query.set('product', String(search.product));
  if (search.page && search.page > 1) query.set('page', String(search.page));
  const text = query.toString();
  return useQuery<CreatablePage, ApiError>({
    queryKey: batchKeys.creatable(choice, text),
    queryFn: () =>
      api<CreatablePage>(`hub/batches/creatable-products/${choice}/${text ? `?${text}` : ''}`),
    placeholderData: keepPrevious,
    enabled,
  });
}
