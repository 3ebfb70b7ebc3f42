import type { HubProduct } from '@makers-pantry/domain/hub-products';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';

export const productKey = (id: number) => ['hub', 'products', 'detail', id] as const;

/** GET api/hub/products/{id}/: every field, its state, photos, lab report and variants. */
export const useProduct = (id: number) =>
  useQuery<HubProduct, ApiError>({
    queryKey: productKey(id),
    queryFn: ({ signal }) => api(`hub/products/${id}/`, { signal }),
  });

/**
 * After a change: the answer is the product as stored, so it is shown at once; the lists (whose
 * states and counts moved) and the history are read again.
 */
export async function productChanged(client: QueryClient, product: HubProduct) {
  client.setQueryData(productKey(product.id), product);
  await Promise.all([
    client.invalidateQueries({ queryKey: ['hub', 'products', 'list'] }),
    client.invalidateQueries({ queryKey: ['hub', 'history', 'product', product.id] }),
  ]);
}
