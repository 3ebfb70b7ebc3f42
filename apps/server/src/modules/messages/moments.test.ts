import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { createTestLogin } from '../../http/auth-testing';
import { ConsoleMessageSender } from '../../providers/messages/console-message-sender';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../test/harness';
import { orderVersion, placeTestOrder, roomForOrders } from '../../test/order-fixtures';
import { sendDueMessages } from './service';

/**
 * The moments through the API (issue 40): each step of an order queues exactly one message in the
 * customer's language, the dev outbox and the hub show it with its state.
 */
let shop: TestShop;
let catalogue: Catalogue;
let ops: Awaited<ReturnType<typeof createTestLogin>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
});
afterAll(async () => shop.close());

const db = () => shop.database.db;
const move = async (orderId: number, body: Record<string, unknown>) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/hub/orders/${orderId}/status/`,
    headers: ops.headers,
    payload: { version: await orderVersion(db(), orderId), ...body },
  });
const outbox = (mobile: string) =>
  shop.app.inject({ method: 'GET', url: `/api/dev/outbox/${mobile}/` });
const sender = () =>
  new ConsoleMessageSender({ log: { info: () => undefined }, now: shop.clock.now });

async function kannadaCustomer() {
  const customer = await createTestLogin(db(), {}, shop.clock.now());
  const chosen = await shop.app.inject({
    method: 'PATCH',
    url: '/api/users/profile/update/',
    headers: customer.headers,
    payload: { language: 'kn' },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  expect(chosen.json()).toMatchObject({ language: 'kn', messagesOptOut: false });
  return customer;
}

describe('order moments', () => {
  it('out for delivery (with the cash to keep ready) and delivered: one message each, in Kannada', async () => {
    const customer = await kannadaCustomer();
    const placed = await placeTestOrder(db(), {
      userId: customer.user.id,
      placedAt: new Date(shop.clock.now().getTime() - 10 * 60_000),
      method: PAYMENT_METHOD.POD,
      lines: [{ productId: catalogue.products.curd, quantity: 2, slotId: catalogue.slots.evening }],
    });
    const id = placed.orderIds[0]!;
    for (const status of [50, 60, 70]) expect((await move(id, { status })).statusCode).toBe(200);
    // A step asked again (a double click) is refused and queues nothing more.
    expect((await move(id, { status: 70 })).statusCode).not.toBe(200);

    let seen = (await outbox(customer.user.mobile)).json();
    expect(seen.messages.map((m: { template: string }) => m.template)).toEqual([
      'order_delivered',
      'out_for_delivery_pod',
    ]);
    expect(seen.messages.every((m: { state: string }) => m.state === 'queued')).toBe(true);
    const outForDelivery = seen.messages[1];
    expect(outForDelivery.language).toBe('kn');
    expect(outForDelivery.text).toMatch(
      new RegExp(
        `^Makers Pantry: ಆರ್ಡರ್ #${placed.paymentId} ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ\\. ದಯವಿಟ್ಟು ಪಾವತಿಗೆ ₹\\d+ ಸಿದ್ಧವಾಗಿಡಿ\\.$`,
      ),
    );

    // Two runners at once send each message once.
    await Promise.all([
      sendDueMessages(db(), sender(), shop.clock.now()),
      sendDueMessages(db(), sender(), shop.clock.now()),
    ]);
    seen = (await outbox(customer.user.mobile)).json();
    expect(
      seen.messages.map((m: { state: string; attempts: number }) => [m.state, m.attempts]),
    ).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);

    const hub = await shop.app.inject({
      method: 'GET',
      url: `/api/hub/orders/${id}/messages/`,
      headers: ops.headers,
    });
    expect(hub.statusCode).toBe(200);
    expect(hub.json().messages).toHaveLength(2);
    const byCustomer = await shop.app.inject({
      method: 'GET',
      url: `/api/hub/customers/${customer.user.id}/messages/`,
      headers: ops.headers,
    });
    expect(byCustomer.json().messages).toHaveLength(2);
    const asCustomer = await shop.app.inject({
      method: 'GET',
      url: `/api/hub/orders/${id}/messages/`,
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it("a cancel by the shop tells the customer why; the customer's own cancel sends nothing", async () => {
    const customer = await kannadaCustomer();
    const placed = await placeTestOrder(db(), {
      userId: customer.user.id,
      placedAt: new Date(shop.clock.now().getTime() - 10 * 60_000),
      lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening }],
    });
    const id = placed.orderIds[0]!;
    expect((await move(id, { status: 90, note: 'Maker could not deliver' })).statusCode).toBe(200);
    const seen = (await outbox(customer.user.mobile)).json();
    const cancelled = seen.messages.filter(
      (m: { template: string }) => m.template === 'order_cancelled',
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].text).toContain('ಕಾರಣ: Maker could not deliver.');
  });
});

describe('the hub', () => {
  it('lists every template with its preview in English, Hindi and Kannada', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/hub/message-templates/',
      headers: ops.headers,
    });
    expect(res.statusCode).toBe(200);
    const moved = res.json().templates.find((t: { key: string }) => t.key === 'order_moved');
    expect(moved.preview.en).toBe(
      'Makers Pantry: order MP1042 will now arrive Sat 29 Nov, 5 PM - 8 PM. Reason: the van is full.',
    );
    expect(moved.preview.hi).toContain('कारण: the van is full');
    expect(moved.preview.kn).toContain('ಕಾರಣ: the van is full');
    const failures = await shop.app.inject({
      method: 'GET',
      url: '/api/hub/messages/failures/',
      headers: ops.headers,
    });
    expect(failures.json()).toEqual({ failed: 0 });
  });
});
