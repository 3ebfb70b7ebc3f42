import type {
  BatchCorrectionReason,
  BatchRecalled,
  HubBatch,
} from '@makers-pantry/domain/hub-batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import { batchKeys } from './batch-keys';
import { useBatchChange } from './use-batch-change';

/** Stock corrections of an approved batch (issue 38 §5), each on the version read. */
export const correctBatch = ({
  id,
  ...correction
}: {
  id: number;
  version: number;
  reason: BatchCorrectionReason;
  units: number;
  note?: string;
}) => api<HubBatch>(`hub/batches/${id}/corrections/`, { method: 'POST', json: correction });

export const writeOffBatch = ({
  id,
  ...writeOff
}: {
  id: number;
  version: number;
  reason: 'damaged' | 'expired_early';
  note?: string;
}) => api<HubBatch>(`hub/batches/${id}/write-off/`, { method: 'POST', json: writeOff });

export const recallBatch = ({ id, ...recall }: { id: number; version: number; reason: string }) =>
  api<BatchRecalled>(`hub/batches/${id}/recall/`, { method: 'POST', json: recall });

export const useCorrectBatch = () => useBatchChange(correctBatch);
export const useWriteOffBatch = () => useBatchChange(writeOffBatch);

/**
 * A recall answers the batch and who has it: the batch replaces the cached one like any change,
 * and the orders' pages are read again, since each order of the batch got the recall's note.
 */
export function useRecallBatch() {
  const queryClient = useQueryClient();
  return useMutation<BatchRecalled, ApiError, Parameters<typeof recallBatch>[0]>({
    mutationFn: recallBatch,
    onSuccess: ({ batch }) => {
      queryClient.setQueryData(batchKeys.one(batch.id), batch);
      void queryClient.invalidateQueries({ queryKey: batchKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKey('batch', batch.id) });
      // boardKeys.all of orders/api/board.ts: every order's page and the board (the lint rule
      // on features' imports reads 'orders/' as the shop's orders feature).
      void queryClient.invalidateQueries({ queryKey: ['hub', 'orders'] });
    },
  });
}
