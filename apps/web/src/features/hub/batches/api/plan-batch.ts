import type { BatchCreate, HubBatch } from '@makers-pantry/domain/hub-batches';
import { api } from '../../../../lib/api';
import { useBatchChange } from './use-batch-change';

export const planBatch = (batch: BatchCreate) =>
  api<HubBatch>('hub/batches/', { method: 'POST', json: batch });

export const usePlanBatch = () => useBatchChange(planBatch);
