import type { CollectionTile } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface MadeTypeGroups {
  madeWithout: CollectionTile[];
  madeWith: CollectionTile[];
}

/** 'Explore Collections' on narrow screens: collections grouped by made type. */
export const fetchMadeTypeCollections = (signal?: AbortSignal) =>
  api<MadeTypeGroups>('products/product-collection-made-type/', { signal });

export const useMadeTypeCollections = (enabled: boolean) =>
  useQuery({
    queryKey: ['collections', 'made-type'],
    queryFn: ({ signal }) => fetchMadeTypeCollections(signal),
    enabled,
  });
