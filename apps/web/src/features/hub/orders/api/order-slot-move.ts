import type { OrderMove, OrderMoved, OrderMoveSlots } from '@makers-pantry/domain/order-move';
import { useOrderChange, useOrderSlots } from './order-change';

/** The slots this order can move to now, asked for when the dialog opens. */
export const useOrderMoveSlots = (id: number, enabled: boolean) =>
  useOrderSlots<OrderMoveSlots>(id, 'move-slots', enabled);

/** The order moved, on its version; the board, the page and its history read again. */
export const useMoveOrderToSlot = (id: number) => useOrderChange<OrderMoved, OrderMove>(id, 'move');
