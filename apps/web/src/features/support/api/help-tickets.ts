import type { OrderDetail } from '@makers-pantry/domain/order-history';
import type { IssueItem, MyTicket, Ticket } from '@makers-pantry/domain/support';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

/** The order's items for the help form, with whether each can be replaced. */
export const useIssueItems = (orderId: number | null) =>
  useQuery<IssueItem[], ApiError>({
    queryKey: ['issue-items', orderId],
    queryFn: ({ signal }) => api(`support/orders/${orderId}/issue-items/`, { signal }),
    enabled: orderId !== null,
  });

/**
 * The number of the purchase the order belongs to, the one My Orders showed (decision 022). Read
 * from GET api/orders/{id}/ under the order detail's own key, so a detail already loaded is reused.
 */
export const usePurchaseNumber = (orderId: number | null) =>
  useQuery<OrderDetail, ApiError, number>({
    queryKey: ['orders', 'detail', orderId],
    queryFn: ({ signal }) => api(`orders/${orderId}/`, { signal }),
    enabled: orderId !== null,
    select: (detail) => detail.payment.id,
  });

/** POST api/orders/report-issue/ as multipart (the photos are file parts named `images`). */
export const useSendIssue = () =>
  useMutation<{ id: number }, ApiError, FormData>({
    mutationFn: (form) => api('orders/report-issue/', { method: 'POST', body: form }),
  });

export const useConfirmTicket = () =>
  useMutation<Ticket, ApiError, number>({
    mutationFn: (id) => api(`support/tickets/${id}/confirm/`, { method: 'POST' }),
  });

/** The customer's confirmed tickets with our answers (GET api/support/tickets/). */
export const useMyTickets = (enabled: boolean) =>
  useQuery<{ tickets: MyTicket[] }, ApiError, MyTicket[]>({
    queryKey: ['my-tickets'],
    queryFn: ({ signal }) => api('support/tickets/', { signal }),
    enabled,
    select: (answer) => answer.tickets,
  });
