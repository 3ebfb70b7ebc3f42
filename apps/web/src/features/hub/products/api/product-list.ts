import type { HubProductPage } from '@makers-pantry/domain/hub-products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';

/**
 * GET api/hub/products/?state=&maker=&q=&sort=&page=: the products list as the URL asks for it
 * (`search` is the list's own query string). The last page stays on screen while the next loads,
 * so paging does not flash an empty table.
 */
export const useProductList = (search: string) =>
  useQuery<HubProductPage, ApiError>({
    queryKey: ['hub', 'products', 'list', search],
    queryFn: ({ signal }) => api(`hub/products/${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
