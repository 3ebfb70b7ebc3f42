import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

/** Cancels one order with the customer's reason; My Orders and the detail load again after. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation<{ detail?: string }, ApiError, { orderId: number; reason: string }>({
    mutationFn: ({ orderId, reason }) =>
      api(`orders/cancel-v2/${orderId}/`, { method: 'POST', json: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
