import type { CollectionType } from '@makers-pantry/domain/catalog-enums';
import type {
  CollectionCreate,
  CollectionEdit,
  HubCollection,
} from '@makers-pantry/domain/hub-merchandising';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, type ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import type { SendFile } from '../../products/components/use-upload';
import { keepPrevious } from '../../ui/keep-previous';
import { putRecordFile } from '../../ui/put-record-file';

const collectionKeys = {
  all: ['hub', 'collections'] as const,
  list: (type: string) => ['hub', 'collections', type] as const,
};
type CollectionList = { collections: HubCollection[] };

/** Collections by type and position ('' for every type). */
export const useCollections = (type: CollectionType | undefined) =>
  useQuery<CollectionList, ApiError>({
    queryKey: collectionKeys.list(type ?? ''),
    queryFn: ({ signal }) =>
      api<CollectionList>(`hub/collections/${type ? `?type=${type}` : ''}`, { signal }),
    placeholderData: keepPrevious,
  });

/** One collection, read from the whole list (a few dozen rows; there is no page of one). */
export function useCollection(id: number) {
  const list = useCollections(undefined);
  return { ...list, collection: list.data?.collections.find((row) => row.id === id) };
}

/** The answer is the collection as stored: shown at once, then the lists and history read again. */
async function collectionChanged(client: QueryClient, collection: HubCollection) {
  client.setQueriesData<CollectionList>(
    { queryKey: collectionKeys.all },
    (list) =>
      list && {
        collections: list.collections.map((row) => (row.id === collection.id ? collection : row)),
      },
  );
  await Promise.all([
    client.invalidateQueries({ queryKey: collectionKeys.all }),
    client.invalidateQueries({ queryKey: historyKey('collection', collection.id) }),
  ]);
}

export function useCreateCollection() {
  const client = useQueryClient();
  return useMutation<HubCollection, ApiError, CollectionCreate>({
    mutationFn: (collection) =>
      api<HubCollection>('hub/collections/', { method: 'POST', json: collection }),
    onSuccess: () => client.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

export const editCollection = (id: number, edit: CollectionEdit) =>
  api<HubCollection>(`hub/collections/${id}/`, { method: 'PATCH', json: edit });

export function useEditCollection(id: number) {
  const client = useQueryClient();
  return useMutation<HubCollection, ApiError, CollectionEdit>({
    mutationFn: (edit) => editCollection(id, edit),
    onSuccess: (collection) => collectionChanged(client, collection),
  });
}

/** PUT api/hub/collections/{id}/tile/ on the version read when the file leaves. */
export function useSendCollectionTile(id: number) {
  const client = useQueryClient();
  return useCallback<SendFile>(
    async (file, onProgress) => {
      const collection = client
        .getQueryData<CollectionList>(collectionKeys.list(''))
        ?.collections.find((row) => row.id === id);
      const stored = await putRecordFile<HubCollection>(`hub/collections/${id}/tile/`, {
        version: collection?.version ?? 0,
        file,
        onProgress,
      });
      await collectionChanged(client, stored);
    },
    [client, id],
  );
}

export const invalidateCollections = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: collectionKeys.all });
