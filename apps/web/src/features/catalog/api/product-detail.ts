import type { ProductDetail } from '@makers-pantry/domain/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** One product with everything the detail page shows; the token (if any) adds the customer's own order items. */
export const fetchProductDetail = (id: number, signal?: AbortSignal) =>
  api<ProductDetail>(`products/${id}/`, { signal });

export const productDetailQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: ['product', id, token],
    queryFn: ({ signal }) => fetchProductDetail(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useProductDetail = (id: number, token: string | null) =>
  useQuery(productDetailQuery(id, token));
