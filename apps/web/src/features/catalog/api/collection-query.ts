import type { Collection } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const fetchCollection = (collectionId: number, signal?: AbortSignal) =>
  api<Collection>(`products/product-collection/${collectionId}/`, { signal });

export const useCollection = (collectionId: number) =>
  useQuery({
    queryKey: ['collection', collectionId],
    queryFn: ({ signal }) => fetchCollection(collectionId, signal),
  });
