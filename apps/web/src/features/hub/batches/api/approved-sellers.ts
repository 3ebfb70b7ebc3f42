import type { ApprovedSellers } from '@makers-pantry/domain/hub-batches';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { batchKeys } from './batch-keys';

/**
 * The seller picker's makers (every approved one for the hub, its own for a seller): asked once
 * for the batch page and the plan form, not with every page of the list.
 */
export function useApprovedSellers() {
  return useQuery<ApprovedSellers, ApiError>({
    queryKey: batchKeys.sellers,
    queryFn: () => api<ApprovedSellers>('hub/batches/approved-sellers/'),
  });
}
