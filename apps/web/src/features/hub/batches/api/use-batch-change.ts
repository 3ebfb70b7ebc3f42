import type { HubBatch } from '@makers-pantry/domain/hub-batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import { batchKeys } from './batch-keys';

/**
 * Every change of a batch: on success the batch as it now is replaces the cached one, and the
 * lists and its history are asked again (a change moves it between states and pages).
 */
export function useBatchChange<Input>(send: (input: Input) => Promise<HubBatch>) {
  const queryClient = useQueryClient();
  return useMutation<HubBatch, ApiError, Input>({
    mutationFn: send,
    onSuccess: (batch) => {
      queryClient.setQueryData(batchKeys.one(batch.id), batch);
      void queryClient.invalidateQueries({ queryKey: batchKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKey('batch', batch.id) });
    },
  });
}
