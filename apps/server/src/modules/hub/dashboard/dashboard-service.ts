import { istDate } from '@makers-pantry/domain/delivery-time';
import { EXPIRING_SOON_DAYS } from '@makers-pantry/domain/hub-batches';
import {
  EXPIRING_LISTED,
  LOW_STOCK_UNITS,
  type HubDashboard,
} from '@makers-pantry/domain/hub-dashboard';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { AppContext } from '../../../context';
import { batchList, lowStock } from '../../catalog/service';
import { slotAnswer, slotsOfDay } from '../../delivery/service';
import { slotTallies } from '../../orders/service';
import { refundsForOps } from '../../payments/service';
import { openTickets } from '../../support/service';

const takingsOf = (prepaidPaise: number, payOnDeliveryPaise: number) => ({
  prepaid: paiseToRupees(prepaidPaise),
  payOnDelivery: paiseToRupees(payOnDeliveryPaise),
  total: paiseToRupees(prepaidPaise + payOnDeliveryPaise),
});

/**
 * The hub's 'Today' (decision 039): the slots of the day asked for (the orders board's own
 * query) with their orders by state (the counts the board shows) and their takings; and what
 * waits for someone as it stands now, read by the same queries as the batches, tickets and
 * refunds lists, so a tile and the list it links to agree.
 */
export async function hubDashboard(context: AppContext, date: string | undefined) {
  const { db } = context;
  const now = context.now();
  const day = date ?? istDate(now);
  const slots = await slotsOfDay(db, day);
  const slotIds = slots.map((slot) => slot.id);
  const [tallies, low, expiring, ticketsWaiting, refunds] = await Promise.all([
    slotTallies(db, slotIds),
    lowStock(db),
    batchList(db, { makerId: null, chosen: 'ALL' }, { expiring: true, sort: 'bestBefore' }, now, {
      rows: EXPIRING_LISTED,
    }),
    openTickets(db),
    refundsForOps(db),
  ]);

  let prepaidPaise = 0;
  let payOnDeliveryPaise = 0;
  const answer: HubDashboard = {
    date: day,
    slots: slots.map((slot) => {
      const ofSlot = tallies
        .filter((row) => row.slotId === slot.id)
        .sort((a, b) => a.status - b.status);
      const prepaid = ofSlot.reduce((sum, row) => sum + row.prepaidPaise, 0);
      const payOnDelivery = ofSlot.reduce((sum, row) => sum + row.payOnDeliveryPaise, 0);
      prepaidPaise += prepaid;
      payOnDeliveryPaise += payOnDelivery;
      return {
        ...slotAnswer(slot),
        counts: ofSlot.map((row) => ({ status: row.status, orders: row.all })),
        takings: takingsOf(prepaid, payOnDelivery),
      };
    }),
    takings: takingsOf(0, 0),
    lowStock: {
      threshold: LOW_STOCK_UNITS,
      count: low.count,
      products: low.products,
    },
    expiringBatches: {
      days: EXPIRING_SOON_DAYS,
      count: expiring.batchesCount,
      batches: expiring.batches.map((batch) => ({
        id: batch.id,
        productName: batch.product.name,
        storeName: batch.seller.storeName,
        bestBefore: batch.bestBefore ?? '',
        quantityRemaining: batch.quantityRemaining,
      })),
    },
    tickets: {
      open: ticketsWaiting.open,
      oldestConfirmedAt: ticketsWaiting.oldestConfirmedAt?.toISOString() ?? null,
    },
    refunds: {
      waiting: refunds.refunds.length,
      needsAttention: refunds.refunds.filter((refund) => refund.needsAttention).length,
      amount:
        Math.round(refunds.refunds.reduce((sum, refund) => sum + refund.amount, 0) * 100) / 100,
    },
  };
  answer.takings = takingsOf(prepaidPaise, payOnDeliveryPaise);
  return answer;
}
