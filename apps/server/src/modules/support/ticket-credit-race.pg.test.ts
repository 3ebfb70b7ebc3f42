import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { customerCredits, orderItems } from '../../db/schema/orders';
import { tickets } from '../../db/schema/support';
import { createTestLogin } from '../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../test/harness';
import { expectMoneyLedgerBalanced } from '../../test/money-ledger';
import { placeTestOrder, roomForOrders } from '../../test/order-fixtures';

/** Only a real PostgreSQL server can show ops resolving several tickets about one item at once. */
let shop: TestShop;
let catalogue: Catalogue;
beforeAll(async () => {
  shop = await openTestShop();
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
afterAll(async () => shop.close());
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;

describe('credit for one item, resolved at once (PostgreSQL)', () => {
  it('eight DISCOUNT tickets about one 2 x ₹190 line resolved together give ₹380 in all', async () => {
    const asha = await createTestLogin(db(), {}, shop.clock.now());
    const ops = await createTestLogin(db(), { roles: ['ops'] }, shop.clock.now());
    const productId = catalogue.products.fillers[0]!;
    await db().update(products).set({ pricePaise: 19_000 }).where(eq(products.id, productId));
    for (let round = 0; round < 3; round++) {
      const placed = await placeTestOrder(db(), {
        userId: asha.user.id,
        status: 70,
        placedAt: new Date(shop.clock.now().getTime() - 86_400_000),
        lines: [{ productId, quantity: 2, slotId: catalogue.slots.evening }],
      });
      const orderId = placed.orderIds[0]!;
      const [item] = await db()
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      const raised = await db()
        .insert(tickets)
        .values(
          Array.from({ length: 8 }, (_, index) => ({
            userId: asha.user.id,
            orderId,
            orderItemId: item!.id,
            type: 'PRODUCT_QUALITY',
            description: 'Stale',
            isDraft: false,
            quantity: 1 + (index % 2),
            resolutionType: 'DISCOUNT',
            confirmedAt: shop.clock.now(),
          })),
        )
        .returning({ id: tickets.id });

      const answers = await Promise.all(
        raised.map(({ id }) =>
          shop.app.inject({
            method: 'POST',
            url: `/api/hub/tickets/${id}/resolve/`,
            headers: ops.headers,
            payload: { version: 1, outcome: 'DISCOUNT', note: 'Credit for the stale pack.' },
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(raised.map(() => 200));
      const granted = answers.reduce(
        (sum, res) => sum + res.json<{ creditAmount: number }>().creditAmount,
        0,
      );
      expect(granted).toBe(380);
      const [stored] = await db()
        .select({ paise: sql<string>`coalesce(sum(${customerCredits.amountPaise}), 0)` })
        .from(customerCredits)
        .innerJoin(tickets, eq(tickets.id, customerCredits.ticketId))
        .where(eq(tickets.orderItemId, item!.id));
      expect(Number(stored!.paise)).toBe(38_000);
    }
  });
});
