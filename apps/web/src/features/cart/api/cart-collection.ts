import type { ProductListItem } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** 'Handpicked for you' under the cart. */
export const fetchCartCollection = (signal?: AbortSignal) =>
  api<{ items: { products: ProductListItem[] } }>('products/cart-collection/', { signal });

export const useCartCollection = () =>
  useQuery({
    queryKey: ['cart-collection'],
    queryFn: ({ signal }) => fetchCartCollection(signal),
  });
