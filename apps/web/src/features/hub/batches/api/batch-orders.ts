import type { BatchOrders } from '@makers-pantry/domain/hub-batches';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { batchKeys } from './batch-keys';

/**
 * The orders that took units of a batch and kept them, with the customer to call: read before a
 * recall (how many it reaches) and after it (who to call). Under the batches' key, so a recall
 * asks again.
 */
export const useBatchOrders = (id: number, enabled: boolean) =>
  useQuery<BatchOrders, ApiError>({
    queryKey: [...batchKeys.all, 'orders', id],
    queryFn: () => api<BatchOrders>(`hub/batches/${id}/orders/`),
    enabled,
  });
