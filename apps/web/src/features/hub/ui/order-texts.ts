import { istTime, isQuick } from '@makers-pantry/domain/delivery-time';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import type { BoardPayment } from '@makers-pantry/domain/hub-board';
import type { BadgeTone } from './badge';

/** An order's state in the words ops use on the board. */
export const ORDER_STATE_NAMES: Record<number, string> = {
  [ORDER_STATUS.AWAITING_PAYMENT]: 'Awaiting payment',
  [ORDER_STATUS.PAYMENT_FAILED]: 'Payment failed',
  [ORDER_STATUS.CONFIRMED]: 'Confirmed',
  [ORDER_STATUS.PACKED]: 'Packed',
  [ORDER_STATUS.OUT_FOR_DELIVERY]: 'Out for delivery',
  [ORDER_STATUS.DELIVERED]: 'Delivered',
  [ORDER_STATUS.CANCELLED]: 'Cancelled',
};

export const ORDER_STATE_TONES: Record<number, BadgeTone> = {
  [ORDER_STATUS.AWAITING_PAYMENT]: 'neutral',
  [ORDER_STATUS.PAYMENT_FAILED]: 'danger',
  [ORDER_STATUS.CONFIRMED]: 'warning',
  [ORDER_STATUS.PACKED]: 'info',
  [ORDER_STATUS.OUT_FOR_DELIVERY]: 'info',
  [ORDER_STATUS.DELIVERED]: 'success',
  [ORDER_STATUS.CANCELLED]: 'neutral',
};

/** The button that takes an order (or a slot's orders) one step on. */
export const STEP_BUTTONS: Record<number, string> = {
  [ORDER_STATUS.PACKED]: 'Mark packed',
  [ORDER_STATUS.OUT_FOR_DELIVERY]: 'Send out',
  [ORDER_STATUS.DELIVERED]: 'Mark delivered',
};

/** Where each step starts: packing takes confirmed orders, sending out packed ones, and so on. */
export const STEP_STARTS: Record<number, number> = {
  [ORDER_STATUS.PACKED]: ORDER_STATUS.CONFIRMED,
  [ORDER_STATUS.OUT_FOR_DELIVERY]: ORDER_STATUS.PACKED,
  [ORDER_STATUS.DELIVERED]: ORDER_STATUS.OUT_FOR_DELIVERY,
};

/** The same step for a whole slot. */
export const BULK_BUTTONS: Record<number, string> = {
  [ORDER_STATUS.PACKED]: 'Mark all packed',
  [ORDER_STATUS.OUT_FOR_DELIVERY]: 'Send all out',
  [ORDER_STATUS.DELIVERED]: 'Mark all delivered',
};

export const PAYMENT_NAMES: Record<number, string> = {
  [PAYMENT_METHOD.ONLINE]: 'Online',
  [PAYMENT_METHOD.POD]: 'Pay on delivery',
};

/** The board's payment filter's choices. */
export const BOARD_PAYMENT_NAMES: Record<BoardPayment, string> = {
  online: PAYMENT_NAMES[PAYMENT_METHOD.ONLINE]!,
  pod: PAYMENT_NAMES[PAYMENT_METHOD.POD]!,
  other: 'Other',
};

/** How a payment method reads in a row: the two the customer chose by name, the rest as 'Other'. */
export const paymentText = (method: number) => PAYMENT_NAMES[method] ?? 'Other';

/** A slot as the board names it: '6 AM to 8 AM', or 'Quick, 11 AM to 12 PM'. */
export function slotWindowText(slot: {
  type?: number;
  startDatetime: string;
  endDatetime: string;
}) {
  const window = `${istTime(new Date(slot.startDatetime))} to ${istTime(new Date(slot.endDatetime))}`;
  return isQuick(slot) ? `Quick, ${window}` : window;
}
