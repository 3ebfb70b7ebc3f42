import { orderNumberText } from '@makers-pantry/domain/fulfilment';
import { eq } from 'drizzle-orm';
import {
  CASH_FLAGS,
  type CashFlag,
  type CashHandover,
  type CashRun,
} from '@makers-pantry/domain/hub-cash';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { podCashHandovers } from '../../../db/schema/hub';
import { AppError, notFound } from '../../../http/errors';
import { checkVersion, nextVersion, updatedOnVersion } from '../../../http/versions';
import { recordChange, type AuditActor } from '../shared/audit-log';
import { slotOfDocument } from '../documents/document-slot';
import { slotView } from '../documents/pick-list';
import { cashRunOrders, ordersLeftWithCash } from '../../orders/service';

/** What was taken at the door: the part recorded, or all of it when recorded before parts were. */
const takenPaise = (order: { collectedPaise: number | null; toCollectPaise: number }) =>
  order.collectedPaise ?? order.toCollectPaise;

const flagOf = (order: {
  status: number;
  collectedAt: Date | null;
  collectedPaise: number | null;
  toCollectPaise: number;
}): CashFlag | null => {
  if (order.collectedAt) return takenPaise(order) < order.toCollectPaise ? 'short' : null;
  if (order.status === ORDER_STATUS.DELIVERED) return 'not-recorded';
  return 'still-out';
};

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * A run's cash: expected (the cash on delivery of the orders that left with it), collected (as
 * recorded order by order), counted (what came back to the hub), and every difference in words.
 */
export async function cashRun(db: Db, slotId: number): Promise<CashRun> {
  const slot = await slotOfDocument(db, slotId);
  if (!slot) throw notFound('This delivery slot');
  const [rows, [handover]] = await Promise.all([
    cashRunOrders(db, slotId),
    db.select().from(podCashHandovers).where(eq(podCashHandovers.slotId, slotId)),
  ]);
  const expected = rows.reduce((sum, row) => sum + row.toCollectPaise, 0);
  const collected = rows
    .filter((row) => row.collectedAt)
    .reduce((sum, row) => sum + takenPaise(row), 0);
  const problems: string[] = [];
  for (const row of rows)
    if (flagOf(row) === 'short')
      problems.push(
        `Order ${orderNumberText(row.paymentId, row.checkoutPlace, row.checkoutOrders)} paid ${rupees(takenPaise(row))} of ${rupees(row.toCollectPaise)} at the door: ${rupees(row.toCollectPaise - takenPaise(row))} short.`,
      );
    else if (flagOf(row) === 'not-recorded')
      problems.push(
        `Order ${orderNumberText(row.paymentId, row.checkoutPlace, row.checkoutOrders)} was delivered, but its cash of ${rupees(row.toCollectPaise)} was not recorded.`,
      );
  const difference = handover ? handover.countedPaise - collected : 0;
  if (handover && difference !== 0)
    problems.push(
      `The cash counted (${rupees(handover.countedPaise)}) is ${rupees(Math.abs(difference))} ` +
        `${difference < 0 ? 'short of' : 'over'} the cash recorded (${rupees(collected)}).`,
    );
  if (!handover && rows.length > 0) problems.push("The run's cash has not been counted yet.");
  const stillOut = rows.some((row) => flagOf(row) === 'still-out');
  return {
    slot: slotView(slot),
    expected: paiseToRupees(expected),
    collected: paiseToRupees(collected),
    notCollected: paiseToRupees(expected - collected),
    handover: handover
      ? {
          counted: paiseToRupees(handover.countedPaise),
          difference: paiseToRupees(difference),
          note: handover.note,
          recordedAt: handover.recordedAt.toISOString(),
          recordedBy: handover.recordedByUserId,
          version: handover.version,
        }
      : null,
    isSettled: problems.length === 0 && !stillOut && (rows.length === 0 || handover !== undefined),
    problems,
    orders: rows.map((row) => {
      const flag = flagOf(row);
      return {
        id: row.id,
        number: orderNumberText(row.paymentId, row.checkoutPlace, row.checkoutOrders),
        status: row.status,
        customer: { name: row.name, mobile: row.mobile },
        area: row.area,
        toCollect: paiseToRupees(row.toCollectPaise),
        collectedAt: row.collectedAt?.toISOString() ?? null,
        collected: row.collectedAt ? paiseToRupees(takenPaise(row)) : null,
        flag,
        flagText: flag ? CASH_FLAGS[flag] : null,
        version: row.version,
      };
    }),
  };
}

/**
 * Records (or corrects, with the version it was made on) the cash a run brought back, once the
 * run has left: no order of the slot out with cash to collect means there is nothing to count.
 */
export async function recordCashHandover(
  context: AppContext,
  actor: AuditActor & { userId: number },
  request: CashHandover,
): Promise<CashRun> {
  const now = context.now();
  const countedPaise = rupeesToPaise(request.counted);
  await context.db.transaction(async (tx) => {
    const slot = await slotOfDocument(tx, request.slot);
    if (!slot) throw notFound('This delivery slot');
    if ((await ordersLeftWithCash(tx, request.slot)) === 0)
      throw new AppError(
        'POD_NOT_TO_COLLECT',
        'No order of this slot has left with cash to collect yet; count the cash when the run is back.',
      );
    const [current] = await tx
      .select()
      .from(podCashHandovers)
      .where(eq(podCashHandovers.slotId, request.slot))
      .for('update');
    const fields = {
      countedPaise,
      note: request.note || null,
      recordedByUserId: actor.userId,
      recordedAt: now,
    };
    if (current) {
      checkVersion(current, request.version ?? 0);
      await tx
        .update(podCashHandovers)
        .set({ ...fields, version: nextVersion(podCashHandovers.version) })
        .where(eq(podCashHandovers.slotId, request.slot));
    } else {
      const inserted = await tx
        .insert(podCashHandovers)
        .values({ slotId: request.slot, ...fields })
        .onConflictDoNothing()
        .returning({ slotId: podCashHandovers.slotId });
      // A colleague's count committed first: theirs stands until this one is made on it.
      updatedOnVersion(inserted[0]);
    }
    await recordChange(tx, actor, now, {
      objectType: 'slot',
      objectId: request.slot,
      action: 'cash counted',
      before: current ? { counted: paiseToRupees(current.countedPaise), note: current.note } : null,
      after: { counted: paiseToRupees(countedPaise), note: fields.note },
    });
  });
  return cashRun(context.db, request.slot);
}
