import type { OrderHistoryPage } from '@makers-pantry/domain/order-history';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

export const orderHistoryKey = ['orders', 'history'] as const;

/** My Orders, a page of checkouts at a time, continued by the server's cursor. */
export const useOrderHistory = () =>
  useInfiniteQuery<OrderHistoryPage, ApiError>({
    queryKey: orderHistoryKey,
    queryFn: ({ pageParam }) =>
      api<OrderHistoryPage>(pageParam ? `orders/v2/?cursor=${String(pageParam)}` : 'orders/v2/'),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
