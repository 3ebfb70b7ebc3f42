import type { CollectionTile } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** 'Explore Curations' on wider screens. Only the tiles are drawn, whatever else comes along. */
export const fetchCurations = (signal?: AbortSignal) =>
  api<CollectionTile[]>('products/product-collection-type/curation/', { signal });

export const useCurations = (enabled: boolean) =>
  useQuery({
    queryKey: ['collections', 'curation'],
    queryFn: ({ signal }) => fetchCurations(signal),
    enabled,
  });
