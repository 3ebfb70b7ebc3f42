import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { deliverySlots } from '../../../db/schema/delivery';
import { orders } from '../../../db/schema/orders';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { orderVersion, placeTestOrder, roomForOrders } from '../../../test/order-fixtures';
import { expectKeptTalliesTrue } from '../../../test/kept-tallies';

/**
 * Ops move one order to another slot from its page: only to a slot the slot-closing rules allow,
 * on the order's version; the customer reads why on My Orders and hears it in one message in
 * their language; the audit log keeps from where, to where and why.
 */
type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let ops: Login;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  catalogue = await buildCatalogue(db, shop.clock.now());
  await roomForOrders(db);
  // Tomorrow's morning is the silent prepaid window: no pay on delivery.
  await db
    .update(deliverySlots)
    .set({ isPodAllowed: false })
    .where(eq(deliverySlots.id, catalogue.slots.tomorrowMorning));
  ops = await createTestLogin(db, { roles: ['ops'] }, shop.clock.now());
});
afterAll(async () => shop.close());
// Every change these tests make to orders keeps Today's tallies true (decision 075).
afterEach(async () => {
  await expectKeptTalliesTrue(shop.database.db);
});

const db = () => shop.database.db;
const call = caller(() => shop);
const booked = async (slotId: number) =>
  (await db().select().from(deliverySlots).where(eq(deliverySlots.id, slotId)))[0]!.booked;
const outbox = async (mobile: string) =>
  (await call('GET', `/api/dev/outbox/${mobile}/`)).json().messages as {
    template: string;
    language: string;
    text: string;
  }[];

async function hindiCustomerWithOrder(method: number = PAYMENT_METHOD.POD) {
  const customer = await createTestLogin(db(), {}, shop.clock.now());
  const chosen = await call('PATCH', '/api/users/profile/update/', customer, { language: 'hi' });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const placed = await placeTestOrder(db(), {
    userId: customer.user.id,
    placedAt: shop.clock.now(),
    method,
    lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening }],
  });
  return { customer, orderId: placed.orderIds[0]! };
}

describe('moving one order to another slot', () => {
  it('offers only the slots that take it, and refuses a prepaid-only slot for pay on delivery', async () => {
    const { customer, orderId } = await hindiCustomerWithOrder();
    const offered = await call('GET', `/api/hub/orders/${orderId}/move-slots/`, ops);
    expect(offered.statusCode, offered.body).toBe(200);
    const ids = offered.json<{ slots: { id: number; text: string }[] }>().slots.map((s) => s.id);
    expect(ids).toContain(catalogue.slots.dayAfterEvening);
    for (const refused of ['tomorrowMorning', 'closed', 'quick', 'evening'] as const)
      expect(ids).not.toContain(catalogue.slots[refused]);

    const prepaidOnly = await call('POST', `/api/hub/orders/${orderId}/move/`, ops, {
      version: await orderVersion(db(), orderId),
      slotId: catalogue.slots.tomorrowMorning,
      reason: 'The evening van is full',
    });
    expect(prepaidOnly.statusCode).toBe(409);
    expect(prepaidOnly.json()).toMatchObject({
      code: 'SLOT_MOVE_NOT_POSSIBLE',
      detail: `This order cannot move to that slot. That slot takes prepaid orders only, and order ${orderId} is paid on delivery.`,
    });
    const noReason = await call('POST', `/api/hub/orders/${orderId}/move/`, ops, {
      version: await orderVersion(db(), orderId),
      slotId: catalogue.slots.dayAfterEvening,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().detail).toBe(
      'Write why the order is moved (3 to 200 characters): the customer reads it.',
    );
    // Nothing was ever sent to the customer: the dev outbox knows no message to them.
    expect((await call('GET', `/api/dev/outbox/${customer.user.mobile}/`)).statusCode).toBe(404);
  });

  it('moves it on its version: places counted over, the customer reads why, one message in Hindi, the audit log', async () => {
    const { customer, orderId } = await hindiCustomerWithOrder();
    const [fromBefore, toBefore] = [
      await booked(catalogue.slots.evening),
      await booked(catalogue.slots.dayAfterEvening),
    ];
    const move = {
      version: await orderVersion(db(), orderId),
      slotId: catalogue.slots.dayAfterEvening,
      reason: 'The evening van is full.',
    };
    const asCustomer = await call('POST', `/api/hub/orders/${orderId}/move/`, customer, move);
    expect(asCustomer.statusCode).toBe(403);

    const moved = await call('POST', `/api/hub/orders/${orderId}/move/`, ops, move);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: orderId, slotId: catalogue.slots.dayAfterEvening });
    // The same tap again (the screen's version is gone) moves nothing and queues nothing.
    const again = await call('POST', `/api/hub/orders/${orderId}/move/`, ops, move);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('STALE_VERSION');

    expect(await booked(catalogue.slots.evening)).toBe(fromBefore - 1);
    expect(await booked(catalogue.slots.dayAfterEvening)).toBe(toBefore + 1);
    const detail = await call('GET', `/api/orders/${orderId}/`, customer);
    expect(detail.json().deliverySlots[0].id).toBe(catalogue.slots.dayAfterEvening);
    expect(detail.json().shopNote).toMatch(
      /^We moved your delivery from .* to .*\. Why: The evening van is full\. Sorry for the change\.$/,
    );

    const messages = await outbox(customer.user.mobile);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ template: 'order_moved', language: 'hi' });
    expect(messages[0]!.text).toMatch(/कारण: The evening van is full।$/);

    const history = await call('GET', `/api/hub/history/order/${orderId}/`, ops);
    expect(history.json().history[0]).toMatchObject({
      action: 'moved to another slot',
      actor: { id: ops.user.id },
      before: { slotId: catalogue.slots.evening },
      after: { slotId: catalogue.slots.dayAfterEvening, reason: 'The evening van is full.' },
    });
    const page = await call('GET', `/api/hub/orders/${orderId}/`, ops);
    expect(page.json().order.slot.id).toBe(catalogue.slots.dayAfterEvening);
  });

  it('refuses an order out for delivery, and offers it no slot', async () => {
    const { orderId } = await hindiCustomerWithOrder(PAYMENT_METHOD.ONLINE);
    await db()
      .update(orders)
      .set({ status: ORDER_STATUS.OUT_FOR_DELIVERY })
      .where(eq(orders.id, orderId));
    const offered = await call('GET', `/api/hub/orders/${orderId}/move-slots/`, ops);
    expect(offered.json()).toEqual({ slots: [] });
    const refused = await call('POST', `/api/hub/orders/${orderId}/move/`, ops, {
      version: await orderVersion(db(), orderId),
      slotId: catalogue.slots.dayAfterEvening,
      reason: 'The evening van is full',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_STEP_NOT_ALLOWED',
      detail: 'This order is out for delivery; it moves to another slot only after it comes back.',
    });
    const missing = await call('GET', '/api/hub/orders/999999/move-slots/', ops);
    expect(missing.statusCode).toBe(404);
  });
});
