import type { HubBatch } from '@makers-pantry/domain/hub-batches';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { batchKeys } from './batch-keys';

export const fetchBatch = (id: number) => api<HubBatch>(`hub/batches/${id}/`);

export const useBatch = (id: number) =>
  useQuery<HubBatch, ApiError>({ queryKey: batchKeys.one(id), queryFn: () => fetchBatch(id) });
