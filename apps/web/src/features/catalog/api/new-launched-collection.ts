import type { ProductListItem } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface NewLaunchedCollection {
  id: number;
  name: string;
  products: ProductListItem[];
}

/** The 'new launched' strip of the home page: one collection with its products. */
export const fetchNewLaunched = (signal?: AbortSignal) =>
  api<NewLaunchedCollection>('products/product-collection-by-type/new_launched/', { signal });

export const useNewLaunched = () =>
  useQuery({
    queryKey: ['collections', 'by-type', 'new_launched'],
    queryFn: ({ signal }) => fetchNewLaunched(signal),
  });
