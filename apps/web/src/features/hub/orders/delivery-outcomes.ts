import {
  DELIVERY_FAILURE_FOR_CUSTOMER,
  type DeliveryFailureReason,
} from '@makers-pantry/domain/failed-delivery';
import type { HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { formatRupees } from '@makers-pantry/domain/money';
import { PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';

/**
 * What each step after a failed delivery does to stock and money, in words ops read before they
 * confirm (issue 38 §6). The server does the same (orders/fulfilment/delivery-steps.ts); these
 * sentences only say it ahead.
 */
export interface Outcome {
  stock: string;
  money: string;
  customer: string;
}

/** The units the order still holds, batch by batch ('2 × Thick Curd of batch #71'). */
export function unitsHeld(page: HubOrderPage): string[] {
  return page.items.flatMap((item) =>
    item.batches
      .filter((batch) => !batch.isReturned)
      .map((batch) => `${batch.quantity} × ${item.productName} to batch #${batch.batchId}`),
  );
}

const isPod = (page: HubOrderPage) => page.order.paymentMethod === PAYMENT_METHOD.POD;

/** Marked failed: the order waits at the hub, holding its units, and no money moves yet. */
export const failedOutcome = (reason: DeliveryFailureReason): Outcome => ({
  stock: 'Its units stay with the order at the hub until you re-attempt or return it.',
  money: 'No money moves yet.',
  customer: `We could not deliver your order today: ${DELIVERY_FAILURE_FOR_CUSTOMER[reason]}.`,
});

/** Re-attempted: same units, same money, another slot. */
export function reattemptOutcome(page: HubOrderPage, slotText: string | undefined): Outcome {
  return {
    stock: 'Its units stay with the order.',
    money: isPod(page)
      ? `${formatRupees(page.order.podCollection.toCollect)} to collect at the door on the new day.`
      : 'The payment stays as it is.',
    customer: slotText
      ? `We will deliver your order again on ${slotText}.`
      : 'The new slot, once you choose it.',
  };
}

/** Returned to the hub: the shop cancels it, its units go back on the shelf, the money follows. */
export function returnOutcome(page: HubOrderPage): Outcome {
  const units = unitsHeld(page);
  const paid = Math.max(0, page.order.netAmount - (page.refund?.amount ?? 0));
  const money = isPod(page)
    ? 'Pay on delivery: nothing is charged.'
    : paid > 0
      ? `${formatRupees(paid)} is refunded to where the customer paid from.`
      : 'There is nothing to refund.';
  return {
    stock:
      units.length > 0
        ? `Back on the shelf: ${units.join(', ')}.`
        : 'It holds no units to give back.',
    money,
    customer: `Your order came back to us after the delivery failed, so we have cancelled it. ${
      isPod(page) ? 'Nothing is charged.' : 'Your payment is refunded.'
    }`,
  };
}

/** Rupees short of what was due at the door (0 when paid in full or not recorded). */
export const cashShort = (toCollect: number, collected: number | null) =>
  collected === null ? 0 : Math.max(0, Math.round((toCollect - collected) * 100) / 100);
