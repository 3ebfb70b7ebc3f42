import type { BatchPage } from '@makers-pantry/domain/hub-batches';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { keepPrevious } from '../../ui/keep-previous';
import { batchKeys } from './batch-keys';

/** The batch list's own query parameters (the page's URL may carry others, such as `sellers`). */
export const BATCH_LIST_PARAMS = ['status', 'expiring', 'product', 'sort', 'page'] as const;

/**
 * The batch page's list: a page of the chosen makers' batches, alone; the
 * picker's makers and the products that can take a batch have their own requests. No maker chosen
 * means all.
 */
export function useBatchPage(sellers: readonly number[], params: URLSearchParams) {
  const choice = sellers.length > 0 ? sellers.join(',') : 'ALL';
  const query = new URLSearchParams();
  for (const key of BATCH_LIST_PARAMS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return useQuery<BatchPage, ApiError>({
    queryKey: batchKeys.page(choice, search),
    queryFn: () =>
      api<BatchPage>(`hub/batches/seller-product-batches/${choice}/${search ? `?${search}` : ''}`),
    // Paging or filtering keeps the rows on screen (marked busy) until the next ones arrive.
    placeholderData: keepPrevious,
  });
}
