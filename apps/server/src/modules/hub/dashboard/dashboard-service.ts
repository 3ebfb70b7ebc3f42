import { sql } from 'drizzle-orm';
import { istDate } from '@makers-pantry/domain/delivery-time';
import { EXPIRING_SOON_DAYS } from '@makers-pantry/domain/hub-batches';
import {
  EXPIRING_LISTED,
  LOW_STOCK_UNITS,
  type HubDashboard,
} from '@makers-pantry/domain/hub-dashboard';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { AppContext } from '../../../context';
import { preparedStatement } from '../../../db/prepared';
import {
  expiringBatchesFigure,
  expiringDays,
  lowStockFigure,
  type ExpiringBatchesFigure,
  type LowStockFigure,
} from '../../catalog/service';
import {
  slotAnswer,
  slotOfDayFrom,
  slotsOfDayFigure,
  type SlotOfDayJson,
} from '../../delivery/service';
import { dayTalliesFigure, type SlotTally } from '../../orders/service';
import { refundsWaitingFigure, type RefundsWaitingFigure } from '../../payments/service';
import { openTicketsFigure, type OpenTicketsFigure } from '../../support/service';

const takingsOf = (prepaidPaise: number, payOnDeliveryPaise: number) => ({
  prepaid: paiseToRupees(prepaidPaise),
  payOnDelivery: paiseToRupees(payOnDeliveryPaise),
  total: paiseToRupees(prepaidPaise + payOnDeliveryPaise),
});

/**
 * Today in one prepared statement (decision 080): each figure is its owner's SQL (delivery's
 * slots, orders' tallies, catalog's stock running low and batches expiring, support's tickets,
 * payments' refunds), read as JSON side by side. Sent as six to eight statements on the pool,
 * Today's parsing and planning cost PostgreSQL many times what running them did.
 */
const todayStatement = preparedStatement<{
  slots: SlotOfDayJson[];
  tallies: SlotTally[];
  lowStock: LowStockFigure;
  expiring: ExpiringBatchesFigure;
  tickets: OpenTicketsFigure;
  refunds: RefundsWaitingFigure;
}>(() => {
  const day = sql`${sql.placeholder('day')}::date`;
  const today = sql`${sql.placeholder('today')}::date`;
  const last = sql`${sql.placeholder('last')}::date`;
  return sql`SELECT ${slotsOfDayFigure(day)} AS "slots", ${dayTalliesFigure(day)} AS "tallies",
    ${lowStockFigure} AS "lowStock",
    ${expiringBatchesFigure(today, last, EXPIRING_LISTED)} AS "expiring",
    ${openTicketsFigure} AS "tickets", ${refundsWaitingFigure} AS "refunds"`;
});

/**
 * The hub's 'Today' (decision 039): the slots of the day asked for (the orders board's own
 * query) with their orders by state (the counts the board shows) and their takings; and what
 * waits for someone as it stands now, read by the same conditions as the batches, tickets and
 * refunds lists, so a tile and the list it links to agree.
 */
export async function hubDashboard(context: AppContext, date: string | undefined) {
  const now = context.now();
  const day = date ?? istDate(now);
  const { today, last } = expiringDays(now);
  const { rows } = await todayStatement(context.db, { day, today, last });
  const figures = rows[0]!;
  const slots = figures.slots.map(slotOfDayFrom);
  const tallies = figures.tallies;
  const low = figures.lowStock;
  const refunds = figures.refunds;

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
      count: figures.expiring.count,
      batches: figures.expiring.batches,
    },
    tickets: {
      open: figures.tickets.open,
      oldestConfirmedAt:
        figures.tickets.oldestConfirmedMs === null
          ? null
          : new Date(figures.tickets.oldestConfirmedMs).toISOString(),
    },
    refunds: {
      waiting: refunds.waiting,
      needsAttention: refunds.needsAttention,
      amount: paiseToRupees(refunds.amountPaise),
    },
  };
  answer.takings = takingsOf(prepaidPaise, payOnDeliveryPaise);
  return answer;
}
