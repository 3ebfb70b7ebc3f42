import type { Address } from '@makers-pantry/domain/addresses';
import type {
  CreateOrderRequest,
  CreateOrderResponse,
  CustomerCredit,
  OrderConfirmation,
  PaymentForCheckout,
} from '@makers-pantry/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

/** The requests of checkout and confirmation. */

export const useDeliveryAddress = (id: number) =>
  useQuery<Address, ApiError>({
    queryKey: ['addresses', id],
    queryFn: () => api(`users/address/${id}/`),
  });

/** Whether this customer may pay on delivery; it is taken as true until it is known. */
export function usePodAllowed(): boolean {
  const answer = useQuery<{ isCustomerPodAllowed: boolean }, ApiError>({
    queryKey: ['pod-allowed'],
    queryFn: () => api('users/is-customer-pod-allowed/'),
  });
  return answer.data?.isCustomerPodAllowed ?? true;
}

/** Credit from resolved tickets (rupees), which the order spends by itself; 0 until known. */
export function useCustomerCredit(): number {
  const answer = useQuery<CustomerCredit, ApiError>({
    queryKey: ['customer-credit'],
    queryFn: () => api('orders/credit/'),
  });
  return answer.data?.amount ?? 0;
}

/** One key per checkout attempt: a second click or a retried request makes no second order. */
export const createOrder = (body: CreateOrderRequest, idempotencyKey: string) =>
  api<CreateOrderResponse>('orders/create-v2/', {
    method: 'POST',
    json: body,
    headers: { 'idempotency-key': idempotencyKey },
  });

export const paymentForCheckout = (id: number) =>
  api<PaymentForCheckout>(`orders/for_payment/${id}/`);

export const useOrderConfirmation = (id: number) =>
  useQuery<OrderConfirmation, ApiError>({
    queryKey: ['order-confirmation', id],
    queryFn: () => api(`orders/payment/${id}/`),
    enabled: Number.isInteger(id) && id > 0,
  });
