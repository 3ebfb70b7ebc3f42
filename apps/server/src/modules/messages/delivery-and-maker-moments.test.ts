import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { makers } from '../../db/schema/catalog';
import { deliverySlots } from '../../db/schema/delivery';
import { messagePreferenceChanges } from '../../db/schema/accounts';
import { outboxMessages } from '../../db/schema/messages';
import { createTestLogin } from '../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../test/harness';
import { orderVersion, placeTestOrder, roomForOrders } from '../../test/order-fixtures';

/**
 * The moments wired last (issue 40): a failed delivery and its re-attempt, a maker's live change
 * reviewed, and the profile's message choices. Each moment queues exactly one message, in the
 * recipient's language, and the same step asked again queues nothing more.
 */
type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let ops: Login;
let seller: Login;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  await roomForOrders(db);
  await db.update(deliverySlots).set({ isPodAllowed: true });
  ops = await createTestLogin(db, { roles: ['ops'] }, now);
  seller = await createTestLogin(db, { roles: ['seller'], firstName: 'Lakshmi' }, now);
  await db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
});
afterAll(async () => shop.close());

const db = () => shop.database.db;
const call = caller(() => shop);

async function choose(login: Login, choices: Record<string, unknown>) {
  const res = await call('PATCH', '/api/users/profile/update/', login, choices);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const outbox = async (mobile: string) =>
  (await call('GET', `/api/dev/outbox/${mobile}/`)).json().messages as {
    template: string;
    language: string;
    channel: string;
    text: string;
  }[];
const templatesTo = async (mobile: string) => (await outbox(mobile)).map((m) => m.template);

const hubOrder = async (orderId: number) =>
  (await call('GET', `/api/hub/orders/${orderId}/`, ops)).json();

describe('a failed delivery', () => {
  it('tells the customer once, in Kannada, what happened and what comes next; a re-attempt names the new slot', async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    await choose(customer, { language: 'kn' });
    const placed = await placeTestOrder(db(), {
      userId: customer.user.id,
      placedAt: shop.clock.now(),
      method: PAYMENT_METHOD.POD,
      status: ORDER_STATUS.PACKED,
      lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening }],
    });
    const orderId = placed.orderIds[0]!;
    const sent = await call('POST', `/api/hub/orders/${orderId}/status/`, ops, {
      status: 60,
      version: await orderVersion(db(), orderId),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { version } = await hubOrder(orderId);
    const failed = { version, reason: 'not_at_home' };
    const first = await call('POST', `/api/hub/orders/${orderId}/delivery-failed/`, ops, failed);
    expect(first.statusCode, first.body).toBe(200);
    // The same screen's second tap (the version it read is gone) queues nothing more.
    const again = await call('POST', `/api/hub/orders/${orderId}/delivery-failed/`, ops, failed);
    expect(again.statusCode).toBe(409);

    const [message] = await outbox(customer.user.mobile);
    expect(await templatesTo(customer.user.mobile)).toEqual([
      'order_delivery_failed',
      'out_for_delivery_pod',
    ]);
    expect(message).toMatchObject({ language: 'kn', channel: 'sms' });
    expect(message!.text).toBe(
      `Makers Pantry: ಆರ್ಡರ್ #${placed.paymentId} ತಲುಪಿಸಲು ಆಗಲಿಲ್ಲ (nobody was at home). ಬೇರೆ ಸಮಯ ನಿಗದಿಪಡಿಸಲು ನಾವು ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತೇವೆ.`,
    );

    const reattempt = await call('POST', `/api/hub/orders/${orderId}/reattempt/`, ops, {
      version: (await hubOrder(orderId)).version,
      slotId: catalogue.slots.tomorrowMorning,
    });
    expect(reattempt.statusCode, reattempt.body).toBe(200);
    const [moved] = await outbox(customer.user.mobile);
    expect(moved!.template).toBe('order_moved');
    expect(moved!.text).toMatch(/ಕಾರಣ: the last delivery did not reach you\.$/);

    // The order goes out again (a new trip: told again) and fails again: one more message each.
    const out = await call('POST', `/api/hub/orders/${orderId}/status/`, ops, {
      status: 60,
      version: await orderVersion(db(), orderId),
    });
    expect(out.statusCode, out.body).toBe(200);
    const second = await call('POST', `/api/hub/orders/${orderId}/delivery-failed/`, ops, {
      version: (await hubOrder(orderId)).version,
      reason: 'wrong_address',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await templatesTo(customer.user.mobile)).toEqual([
      'order_delivery_failed',
      'out_for_delivery_pod',
      'order_moved',
      'order_delivery_failed',
      'out_for_delivery_pod',
    ]);
    const onHub = await call('GET', `/api/hub/orders/${orderId}/messages/`, ops);
    expect(onHub.json().messages).toHaveLength(5);
  });
});

describe("a maker's live change", () => {
  async function proposeNewPrice(price: number) {
    const productId = catalogue.products.ragiBatter;
    const product = (await call('GET', `/api/hub/products/${productId}/`, seller)).json();
    const edit = await call('PATCH', `/api/hub/products/${productId}/`, seller, {
      version: product.version,
      price,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().changePending).toBe(true);
    return { productId, version: edit.json().version as number };
  }

  it('approved: the maker hears once, in Hindi, that the new values show; rejected: why the old ones stay', async () => {
    await choose(seller, { language: 'hi' });
    const proposed = await proposeNewPrice(130);
    const approve = () =>
      call('POST', `/api/hub/products/${proposed.productId}/approve/`, ops, {
        version: proposed.version,
      });
    expect((await approve()).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(409);
    let seen = await outbox(seller.user.mobile);
    expect(seen.map((m) => m.template)).toEqual(['maker_change_approved']);
    expect(seen[0]!.text).toBe(
      'Makers Pantry: आपके उत्पाद Ragi Dosa Batter में बदलाव स्वीकृत हो गया है और अब दुकान में दिखता है।',
    );

    const again = await proposeNewPrice(140);
    const reject = await call('POST', `/api/hub/products/${again.productId}/reject/`, ops, {
      version: again.version,
      reason: 'The price rise needs a new label',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    seen = await outbox(seller.user.mobile);
    expect(seen.map((m) => m.template)).toEqual(['maker_change_rejected', 'maker_change_approved']);
    expect(seen[0]!.text).toContain('कारण: The price rise needs a new label');
  });
});

describe("a maker's batches", () => {
  const plan = async (by: Login, quantity: number) => {
    const res = await call('POST', '/api/hub/batches/', by, {
      productId: catalogue.products.idliBatter,
      quantity,
      expectedAt: '2026-11-21T09:00:00+05:30',
      bestBefore: '2026-12-20',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const step = (id: number, what: string, body: object) =>
    call('POST', `/api/hub/batches/${id}/${what}/`, ops, body);

  it('received short, approved, rejected: one message each to the maker, none for an arrival as planned', async () => {
    const maker = await createTestLogin(db(), { roles: ['seller'] }, shop.clock.now());
    await choose(maker, { language: 'kn' });
    await db()
      .update(makers)
      .set({ userId: maker.user.id })
      .where(eq(makers.id, catalogue.makers.amma));
    try {
      const short = await plan(maker, 10);
      expect((await step(short, 'receive', { version: 1, quantityReceived: 8 })).statusCode).toBe(
        200,
      );
      // The same tap again, on the version it read: refused, and nothing more is queued.
      expect((await step(short, 'receive', { version: 1, quantityReceived: 8 })).statusCode).toBe(
        409,
      );
      expect((await step(short, 'approve', { version: 2 })).statusCode).toBe(200);
      const asPlanned = await plan(maker, 5);
      expect(
        (await step(asPlanned, 'receive', { version: 1, quantityReceived: 5 })).statusCode,
      ).toBe(200);
      expect(
        (await step(asPlanned, 'reject', { version: 2, reason: 'Packets were damp' })).statusCode,
      ).toBe(200);

      const seen = await outbox(maker.user.mobile);
      expect(seen.map((m) => m.template)).toEqual([
        'maker_batch_rejected',
        'maker_batch_approved',
        'maker_batch_received',
      ]);
      expect(seen.every((m) => m.language === 'kn')).toBe(true);
      expect(seen[2]!.text).toBe(
        `Makers Pantry: Rice Idli Batter ಬ್ಯಾಚ್ #${short} ನ 8 ಘಟಕಗಳು ಬಂದಿವೆ; 10 ನಿಗದಿಯಾಗಿತ್ತು.`,
      );
      expect(seen[0]!.text).toContain('Packets were damp');
    } finally {
      await db()
        .update(makers)
        .set({ userId: seller.user.id })
        .where(eq(makers.id, catalogue.makers.amma));
    }
  });
});

describe('message choices on the profile', () => {
  it('keeps each change of opt-out and WhatsApp consent, and sends by WhatsApp once agreed', async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const before = (await call('GET', '/api/users/profile/', customer)).json();
    expect(before).toMatchObject({ language: 'en', messagesOptOut: false, whatsappConsent: false });

    expect(await choose(customer, { whatsappConsent: true, messagesOptOut: true })).toMatchObject({
      whatsappConsent: true,
      messagesOptOut: true,
    });
    // Choosing what is already chosen is no change and keeps no row.
    await choose(customer, { whatsappConsent: true });
    await choose(customer, { messagesOptOut: false });
    const kept = await db()
      .select({
        optedOut: messagePreferenceChanges.optedOut,
        whatsappConsent: messagePreferenceChanges.whatsappConsent,
        changedBy: messagePreferenceChanges.changedBy,
      })
      .from(messagePreferenceChanges)
      .where(eq(messagePreferenceChanges.userId, customer.user.id))
      .orderBy(messagePreferenceChanges.id);
    expect(kept).toEqual([
      { optedOut: true, whatsappConsent: true, changedBy: 'customer' },
      { optedOut: false, whatsappConsent: null, changedBy: 'customer' },
    ]);

    const placed = await placeTestOrder(db(), {
      userId: customer.user.id,
      placedAt: shop.clock.now(),
      status: ORDER_STATUS.PACKED,
      lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening }],
    });
    const out = await call('POST', `/api/hub/orders/${placed.orderIds[0]}/status/`, ops, {
      status: 60,
      version: await orderVersion(db(), placed.orderIds[0]!),
    });
    expect(out.statusCode, out.body).toBe(200);
    const [row] = await db()
      .select({ channel: outboxMessages.channel })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.userId, customer.user.id),
          eq(outboxMessages.template, 'out_for_delivery'),
        ),
      );
    expect(row).toEqual({ channel: 'whatsapp' });

    const bad = await call('PATCH', '/api/users/profile/update/', customer, {
      whatsappConsent: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Say true or false for whatsappConsent.');
  });
});
