import type { HubCustomer, PodDecision } from '@makers-pantry/domain/hub-customers';
import { CUSTOMER_ROWS_SHOWN } from '@makers-pantry/domain/hub-customers';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { AppContext } from '../../../context';
import { AppError, notFound } from '../../../http/errors';
import { checkVersion } from '../../../http/versions';
import {
  findUserById,
  findUserByMobile,
  lockUser,
  setPodAllowed,
  type User,
} from '../../accounts/service';
import { recordChange } from '../shared/audit-log';
import {
  creditOf,
  hubOrderRow,
  orderRefsOf,
  ordersCountOf,
  ordersOfCustomer,
} from '../../orders/service';
import { ticketsOfCustomer } from '../../support/service';
import type { HubActor } from '../shared/hub-actor';

const iso = (at: Date | null) => at?.toISOString() ?? null;

async function customerPage(context: AppContext, user: User): Promise<HubCustomer> {
  const db = context.db;
  const [orderRows, ordersCount, ticketRows, credit] = await Promise.all([
    ordersOfCustomer(db, user.id, CUSTOMER_ROWS_SHOWN),
    ordersCountOf(db, user.id),
    ticketsOfCustomer(db, user.id, CUSTOMER_ROWS_SHOWN),
    creditOf(db, user.id),
  ]);
  const orderRef = await orderRefsOf(
    db,
    ticketRows.flatMap((ticket) => (ticket.orderId === null ? [] : [ticket.orderId])),
  );
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    mobile: user.mobile,
    email: user.email,
    roles: user.roles,
    joinedAt: user.createdAt.toISOString(),
    isPodAllowed: user.isPodAllowed,
    podReason: user.podReason,
    podChangedAt: iso(user.podChangedAt),
    version: user.version,
    credit: {
      available: paiseToRupees(credit.remainingPaise),
      earned: paiseToRupees(credit.earnedPaise),
    },
    ordersCount,
    orders: orderRows.map(hubOrderRow),
    tickets: ticketRows.map((ticket) => ({
      ...ticket,
      order: orderRef(ticket.orderId),
      confirmedAt: iso(ticket.confirmedAt),
      resolvedAt: iso(ticket.resolvedAt),
    })),
  };
}

/** GET /api/hub/customers/?mobile=: the customer with this mobile, or 404 with a sentence. */
export async function customerByMobile(context: AppContext, mobile: string) {
  const user = await findUserByMobile(context.db, mobile);
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND', `No customer has the mobile ${mobile}.`);
  return customerPage(context, user);
}

export async function customerById(context: AppContext, userId: number) {
  const user = await findUserById(context.db, userId);
  if (!user) throw notFound('This customer');
  return customerPage(context, user);
}

/**
 * Allows or refuses pay on delivery: checkout reads `users.is_pod_allowed` on the customer's next
 * order (their login is read afresh on every request). The reason stays on the customer's record
 * and in the audit log, written in the same transaction.
 */
export async function decidePod(
  context: AppContext,
  actor: HubActor,
  userId: number,
  decision: PodDecision,
) {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const before = await lockUser(tx, { id: userId });
    if (!before) throw notFound('This customer');
    checkVersion(before, decision.version);
    const after = await setPodAllowed(tx, userId, decision, now);
    await recordChange(tx, actor, now, {
      objectType: 'user',
      objectId: userId,
      action: decision.isPodAllowed ? 'pay on delivery allowed' : 'pay on delivery refused',
      before: { isPodAllowed: before.isPodAllowed, podReason: before.podReason },
      after: { isPodAllowed: after!.isPodAllowed, podReason: after!.podReason },
    });
  });
  return customerById(context, userId);
}
