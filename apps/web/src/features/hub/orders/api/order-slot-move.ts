import type { OrderMove, OrderMoved, OrderMoveSlots } from '@makers-pantry/domain/order-move';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import { boardKeys } from './board';

/** The slots this order can move to now, asked for when the dialog opens. */
export const useOrderMoveSlots = (id: number, enabled: boolean) =>
  useQuery<OrderMoveSlots, ApiError>({
    queryKey: [...boardKeys.all, 'move-slots', id],
    queryFn: () => api<OrderMoveSlots>(`hub/orders/${id}/move-slots/`),
    enabled,
  });

/** The order moved, on its version; the board, the page and its history read again. */
export function useMoveOrderToSlot(id: number) {
  const queryClient = useQueryClient();
  return useMutation<OrderMoved, ApiError, OrderMove>({
    mutationFn: (json) => api<OrderMoved>(`hub/orders/${id}/move/`, { method: 'POST', json }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKey('order', id) });
    },
  });
}
