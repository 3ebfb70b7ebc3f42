import type { BatchEdit, HubBatch } from '@makers-pantry/domain/hub-batches';
import { api } from '../../../../lib/api';
import { useBatchChange } from './use-batch-change';

export const editBatch = ({ id, ...edit }: BatchEdit & { id: number }) =>
  api<HubBatch>(`hub/batches/${id}/`, { method: 'PATCH', json: edit });

export const useEditBatch = () => useBatchChange(editBatch);
