import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stockBatches } from '../../../db/schema/catalog';
import { deliverySlots } from '../../../db/schema/delivery';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import {
  buildCheckoutShop,
  checkoutCustomer,
  orderBody,
  postOrder,
  type CheckoutShop,
} from '../../../test/checkout-test-kit';

/** The cancel on orders placed by the real order path (create-v2), not by a fixture. */
let shop: TestShop;
let kit: CheckoutShop;
beforeAll(async () => {
  shop = await openTestShop();
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
});
afterAll(async () => shop.close());
// Whatever each test did, every rupee in equals every rupee out.
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;
const batchesOf = async (productId: number) =>
  (
    await db()
      .select({ id: stockBatches.id, left: stockBatches.quantityRemaining })
      .from(stockBatches)
      .where(eq(stockBatches.productId, productId))
      .orderBy(stockBatches.id)
  ).map((batch) => batch.left);
const booked = async (ids: number[]) =>
  (
    await db()
      .select({ booked: deliverySlots.booked })
      .from(deliverySlots)
      .where(inArray(deliverySlots.id, ids))
      .orderBy(deliverySlots.id)
  ).map((slot) => slot.booked);

describe('cancelling an order placed through create-v2', () => {
  it('puts each unit back in the batch it came from and frees the slot place; the sibling order keeps its own', async () => {
    const customer = await checkoutCustomer(shop);
    const batter = kit.product['Ragi Dosa Batter']!;
    const oil = kit.product['Groundnut Oil']!;
    const batterBefore = await batchesOf(batter);
    const oilBefore = await batchesOf(oil);
    const slotsBefore = await booked([kit.slots.evening, kit.slots.later]);

    const placed = await postOrder(
      shop,
      customer.headers,
      orderBody(
        customer.addressId,
        [
          { slot: kit.slots.evening, items: [[batter, 5]] },
          { slot: kit.slots.later, items: [[oil, 1]] },
        ],
        { deliveryFee: 0 },
      ),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    // Five units of batter: all three of the batch that goes off first, two of the other.
    expect(await batchesOf(batter)).toEqual([batterBefore[0]! - 2, batterBefore[1]! - 3]);

    const history = await shop.app.inject({
      method: 'GET',
      url: '/api/orders/v2/',
      headers: customer.headers,
    });
    const payment = history.json().payments[0];
    const batterOrder = payment.deliverySlots.find(
      (s: { id: number }) => s.id === kit.slots.evening,
    ).orders[0].id as number;

    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/cancel-v2/${batterOrder}/`,
      headers: customer.headers,
      payload: { reason: 'Bought it at the market' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().detail).toBe('Order cancelled. Nothing was charged for it.');
    expect(await batchesOf(batter)).toEqual(batterBefore);
    expect(await batchesOf(oil)).toEqual([oilBefore[0]! - 1]);
    expect(await booked([kit.slots.evening, kit.slots.later])).toEqual([
      slotsBefore[0]!,
      slotsBefore[1]! + 1,
    ]);
  });
});
