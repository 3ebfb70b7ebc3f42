import type { HubBulkMove, HubBulkMoved } from '@makers-pantry/domain/hub-board';
import type { HubOrderStatusRequest } from '@makers-pantry/domain/fulfilment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { boardKeys } from './board';

interface Moved {
  detail: string;
}

/** Every move of orders: the board asks again at once rather than at its next poll. */
function useOrderChange<Input, Answer extends Moved>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation<Answer, ApiError, Input>({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}

/** One order one step on, or cancelled with the reason the customer is shown. */
export const useMoveOrder = () =>
  useOrderChange(({ id, ...move }: HubOrderStatusRequest & { id: number }) =>
    api<Moved & { id: number; status: number }>(`hub/orders/${id}/status/`, {
      method: 'POST',
      json: move,
    }),
  );

/** A slot's orders (or a maker's within it) one step on, each in its own history. */
export const useBulkMove = () =>
  useOrderChange((move: HubBulkMove) =>
    api<HubBulkMoved>('hub/orders/bulk-status/', { method: 'POST', json: move }),
  );

/** The cash of a pay-on-delivery order was taken at the door, on the order's version as shown. */
export const useCashCollected = () =>
  useOrderChange(
    async ({ id, number, version }: { id: number; number: string; version: number }) => {
      await api(`hub/orders/${id}/pod-collected/`, { method: 'POST', json: { version } });
      return { detail: `Cash of order ${number} recorded.` };
    },
  );
