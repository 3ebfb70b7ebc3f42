import type { HubBatch } from '@makers-pantry/domain/hub-batches';
import { api } from '../../../../lib/api';
import { useBatchChange } from './use-batch-change';

/** The quality check: passed (the batch is stock in hand at once) or failed with a reason. */
export const approveBatch = ({ id, version }: { id: number; version: number }) =>
  api<HubBatch>(`hub/batches/${id}/approve/`, { method: 'POST', json: { version } });

export const rejectBatch = ({
  id,
  ...rejection
}: {
  id: number;
  version: number;
  reason: string;
}) => api<HubBatch>(`hub/batches/${id}/reject/`, { method: 'POST', json: rejection });

export const useApproveBatch = () => useBatchChange(approveBatch);
export const useRejectBatch = () => useBatchChange(rejectBatch);
