import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { orderItems } from '../../db/schema/orders';
import { tickets } from '../../db/schema/support';
import { createTestLogin } from '../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { FakePaymentGateway } from '../../test/fake-payment-gateway';
import { openTestShop, type TestShop } from '../../test/harness';
import { expectMoneyLedgerBalanced } from '../../test/money-ledger';
import { orderVersion, placeTestOrder, roomForOrders } from '../../test/order-fixtures';

/**
 * Issue 36: the money rule of an order line under random sequences of tickets, resolutions,
 * deliveries, cancels (the customer's and the shop's, of the order and of its replacements) and
 * resolutions racing cancels, on PostgreSQL. After every step the money ledger balances, and for
 * the line, read from what the customer got (credits of its tickets, the order's refund, the units
 * of live replacement orders), never more was given back than was paid. No step answers 5xx.
 */
let shop: TestShop;
let catalogue: Catalogue;
let ops: Awaited<ReturnType<typeof createTestLogin>>;
const gateway = new FakePaymentGateway();
beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] });
});
afterAll(async () => shop.close());
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;

type Step =
  | { kind: 'report'; type: 'PRODUCT_QUALITY' | 'ORDER_NOT_DELIVERED' | 'OTHER'; units: number }
  | { kind: 'resolve'; ticket: number; outcome: 'DISCOUNT' | 'REPLACEMENT' | 'NOTHING' }
  | { kind: 'advance' }
  | { kind: 'cancel'; by: 'customer' | 'shop' }
  | { kind: 'cancelReplacement'; which: number }
  | {
      kind: 'resolveWhileCancelling';
      ticket: number;
      outcome: 'DISCOUNT' | 'REPLACEMENT';
      /** The order itself, or one of the replacements sent for its line. */
      target: number | 'order';
    };

const outcome = fc.constantFrom('DISCOUNT' as const, 'REPLACEMENT' as const);
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('report' as const),
    type: fc.constantFrom(
      'PRODUCT_QUALITY' as const,
      'ORDER_NOT_DELIVERED' as const,
      'OTHER' as const,
    ),
    units: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('resolve' as const),
    ticket: fc.nat(5),
    outcome: fc.constantFrom('DISCOUNT' as const, 'REPLACEMENT' as const, 'NOTHING' as const),
  }),
  fc.record({ kind: fc.constant('advance' as const) }),
  fc.record({
    kind: fc.constant('cancel' as const),
    by: fc.constantFrom('customer' as const, 'shop' as const),
  }),
  fc.record({ kind: fc.constant('cancelReplacement' as const), which: fc.nat(3) }),
  fc.record({
    kind: fc.constant('resolveWhileCancelling' as const),
    ticket: fc.nat(5),
    outcome,
    target: fc.oneof(fc.constant('order' as const), fc.nat(3)),
  }),
);

/** Refusals a step may meet; anything else (and every 5xx) fails the run. */
const REFUSALS = new Set([
  'ITEM_NOT_RECEIVED',
  'ITEM_ALREADY_MADE_GOOD',
  'TICKET_ALREADY_RESOLVED',
  'ORDER_NOT_CANCELLABLE',
  'ORDER_STEP_NOT_ALLOWED',
  'CONFLICT',
  'OUT_OF_STOCK',
  'SLOT_FULL',
]);

function expectAnswered(res: { statusCode: number; body: string }) {
  if (res.statusCode < 300) return;
  expect(res.statusCode, res.body).toBe(409);
  expect(REFUSALS.has((JSON.parse(res.body) as { code: string }).code), res.body).toBe(true);
}

const NEXT_STATUS: Record<number, number> = { 20: 50, 50: 60, 60: 70 };

/** What the customer got back for the line, from the rows that reached them. */
async function givenBack(orderId: number, itemId: number, paidPaise: number, quantity: number) {
  const { rows } = await db().execute<{ credited: number; refunded: number; units: number }>(sql`
    SELECT
      (SELECT coalesce(sum(c.amount_paise), 0)::int FROM customer_credits c
        JOIN tickets t ON t.id = c.ticket_id WHERE t.order_item_id = ${itemId}) AS credited,
      (SELECT coalesce(sum(r.amount_paise), 0)::int FROM refunds r
        WHERE r.order_id = ${orderId}) AS refunded,
      (SELECT coalesce(sum(ri.quantity), 0)::int FROM tickets t
        JOIN orders o ON o.id = t.replacement_order_id JOIN order_items ri ON ri.order_id = o.id
        WHERE t.order_item_id = ${itemId} AND o.status NOT IN (10, 90)) AS units`);
  const row = rows[0]!;
  expect(row.units).toBeLessThanOrEqual(quantity);
  return row.credited + row.refunded + Math.floor((paidPaise * row.units) / quantity);
}

describe('the money rule of an order line (PostgreSQL, random sequences)', () => {
  it('never gives back more than the line was paid for, after every step', async () => {
    const productId = catalogue.products.fillers[2]!;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          quantity: fc.integer({ min: 1, max: 3 }),
          pricePaise: fc.integer({ min: 100, max: 50_000 }),
          delivered: fc.boolean(),
          steps: fc.array(stepArbitrary, { minLength: 1, maxLength: 8 }),
        }),
        async ({ quantity, pricePaise, delivered, steps }) => {
          await db().update(products).set({ pricePaise }).where(eq(products.id, productId));
          const customer = await createTestLogin(db());
          const placed = await placeTestOrder(db(), {
            userId: customer.user.id,
            status: delivered ? 70 : 20,
            placedAt: new Date(shop.clock.now().getTime() - 10 * 60_000),
            lines: [{ productId, quantity, slotId: catalogue.slots.evening }],
          });
          const orderId = placed.orderIds[0]!;
          const [item] = await db()
            .select({ id: orderItems.id })
            .from(orderItems)
            .where(eq(orderItems.orderId, orderId));
          const itemId = item!.id;
          const paid = pricePaise * quantity;
          const raised: number[] = [];

          const resolve = (ticket: number, outcome: string) =>
            shop.app.inject({
              method: 'POST',
              url: `/api/hub/tickets/${ticket}/resolve/`,
              headers: ops.headers,
              payload: { version: 1, outcome, note: 'Looked into it.' },
            });
          const moveByShop = async (id: number, status: number) =>
            shop.app.inject({
              method: 'POST',
              url: `/api/hub/orders/${id}/status/`,
              headers: ops.headers,
              payload: { status, version: await orderVersion(shop.database.db, id) },
            });
          const cancelByCustomer = () =>
            shop.app.inject({
              method: 'POST',
              url: `/api/orders/cancel-v2/${orderId}/`,
              headers: customer.headers,
              payload: { reason: 'Changed my mind' },
            });
          const replacementsSent = async () =>
            (
              await db()
                .select({ id: tickets.replacementOrderId })
                .from(tickets)
                .where(inArray(tickets.id, raised.length > 0 ? raised : [0]))
            ).flatMap((row) => (row.id === null ? [] : [row.id]));
          const ticketAt = (index: number) =>
            raised.length === 0 ? undefined : raised[index % raised.length];

          for (const step of steps) {
            if (step.kind === 'report') {
              const [ticket] = await db()
                .insert(tickets)
                .values({
                  userId: customer.user.id,
                  orderId,
                  orderItemId: itemId,
                  type: step.type,
                  description: 'Random step',
                  isDraft: false,
                  quantity: Math.min(step.units, quantity),
                  resolutionType: step.type === 'PRODUCT_QUALITY' ? 'DISCOUNT' : null,
                  confirmedAt: shop.clock.now(),
                })
                .returning({ id: tickets.id });
              raised.push(ticket!.id);
            } else if (step.kind === 'resolve') {
              const ticket = ticketAt(step.ticket);
              if (ticket !== undefined) expectAnswered(await resolve(ticket, step.outcome));
            } else if (step.kind === 'advance') {
              const [order] = await db()
                .execute<{ status: number }>(sql`SELECT status FROM orders WHERE id = ${orderId}`)
                .then((result) => result.rows);
              const next = NEXT_STATUS[order!.status];
              if (next) expectAnswered(await moveByShop(orderId, next));
            } else if (step.kind === 'cancel') {
              expectAnswered(
                step.by === 'customer' ? await cancelByCustomer() : await moveByShop(orderId, 90),
              );
            } else if (step.kind === 'cancelReplacement') {
              const ids = await replacementsSent();
              if (ids.length > 0)
                expectAnswered(await moveByShop(ids[step.which % ids.length]!, 90));
            } else {
              // A resolution racing a cancel of the order, or of a replacement for the same line.
              const ticket = ticketAt(step.ticket);
              const ids = await replacementsSent();
              const target =
                step.target === 'order' || ids.length === 0
                  ? orderId
                  : ids[step.target % ids.length]!;
              if (ticket !== undefined) {
                const answers = await Promise.all([
                  resolve(ticket, step.outcome),
                  moveByShop(target, 90),
                ]);
                answers.forEach(expectAnswered);
              }
            }
            await expectMoneyLedgerBalanced(db());
            expect(await givenBack(orderId, itemId, paid, quantity)).toBeLessThanOrEqual(paid);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 600_000);
});
