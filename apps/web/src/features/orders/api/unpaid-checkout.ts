import type { PaymentForCheckout } from '@makers-pantry/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

/** What the provider's dialog needs to pay an unpaid checkout again (decision 023). */
export const paymentOf = (id: number) => api<PaymentForCheckout>(`orders/for_payment/${id}/`);

/** My Orders' Cancel of an unpaid checkout: its stock and slot places come back now. */
export function useCancelUnpaid() {
  const queryClient = useQueryClient();
  return useMutation<PaymentForCheckout, ApiError, number>({
    mutationFn: (id) => api(`orders/for_payment/${id}/cancel/`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
