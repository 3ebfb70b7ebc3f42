import type { ProductListItem } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** 'Frequently bought together' for one product. */
export const fetchRecommendations = (productId: number, signal?: AbortSignal) =>
  api<{ recommendations: ProductListItem[] }>(`products/product-recommendations/${productId}/`, {
    signal,
  });

export const useRecommendations = (productId: number) =>
  useQuery({
    queryKey: ['product', productId, 'recommendations'],
    queryFn: ({ signal }) => fetchRecommendations(productId, signal),
    enabled: Number.isInteger(productId) && productId > 0,
  });
