import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { batchKeys } from './batch-keys';

export const deleteBatch = ({ id, version }: { id: number; version: number }) =>
  api<{ deleted: true }>(`hub/batches/${id}/?version=${version}`, { method: 'DELETE' });

export function useDeleteBatch() {
  const queryClient = useQueryClient();
  return useMutation<{ deleted: true }, ApiError, { id: number; version: number }>({
    mutationFn: deleteBatch,
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: batchKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: batchKeys.all });
    },
  });
}
