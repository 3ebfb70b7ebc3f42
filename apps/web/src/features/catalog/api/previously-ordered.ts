import type { ProductListItem } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What this customer bought before (sent with the login token). */
export const fetchPreviouslyOrdered = (signal?: AbortSignal) =>
  api<{ products: ProductListItem[] }>('products/prev-ordered-products/', { signal });

export const usePreviouslyOrdered = (token: string | null, enabled: boolean) =>
  useQuery({
    // The token is part of the key so another login never sees the last one's products.
    queryKey: ['products', 'previously-ordered', token],
    queryFn: ({ signal }) => fetchPreviouslyOrdered(signal),
    enabled: enabled && token !== null,
  });
