import type { OrderDetail } from '@makers-pantry/domain/order-history';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

export const orderDetailKey = (id: number) => ['orders', 'detail', id] as const;

export const useOrderDetail = (id: number) =>
  useQuery<OrderDetail, ApiError>({
    queryKey: orderDetailKey(id),
    queryFn: () => api<OrderDetail>(`orders/${id}/`),
    enabled: Number.isInteger(id) && id > 0,
  });
