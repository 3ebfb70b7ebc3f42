import type { BatchReceive, HubBatch } from '@makers-pantry/domain/hub-batches';
import { api } from '../../../../lib/api';
import { useBatchChange } from './use-batch-change';

/** Inwarding: what actually arrived at the hub. */
export const receiveBatch = ({ id, ...receipt }: BatchReceive & { id: number }) =>
  api<HubBatch>(`hub/batches/${id}/receive/`, { method: 'POST', json: receipt });

export const useReceiveBatch = () => useBatchChange(receiveBatch);
