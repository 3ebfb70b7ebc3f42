import type { HubRefundList } from '@makers-pantry/domain/hub-refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';

const refundKeys = { all: ['hub', 'refunds'] as const };

/** The refunds not yet done, those that need someone first. */
export const useRefunds = () =>
  useQuery<HubRefundList, ApiError>({
    queryKey: refundKeys.all,
    queryFn: () => api<HubRefundList>('hub/refunds/'),
  });

/** Ask the gateway now for the unsent ones, whatever the background retry's wait says. */
export function useRetryRefunds() {
  const queryClient = useQueryClient();
  return useMutation<{ sent: number }, ApiError>({
    mutationFn: () => api<{ sent: number }>('hub/refunds/retry/', { method: 'POST' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
