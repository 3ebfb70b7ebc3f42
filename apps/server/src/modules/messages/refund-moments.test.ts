import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestLogin } from '../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { FakePaymentGateway } from '../../test/fake-payment-gateway';
import { caller, openTestShop, type TestShop } from '../../test/harness';
import { placeTestOrder, roomForOrders } from '../../test/order-fixtures';

/**
 * The refund's moments (issue 40): the customer hears once that the refund is issued, and ops
 * once that a refund needs a person, however many retries pass, two at a time or one by one.
 */
type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
const gateway = new FakePaymentGateway();

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
beforeEach(() => {
  gateway.down = false;
});
afterAll(async () => shop.close());

const db = () => shop.database.db;
const call = caller(() => shop);
const HOUR = 3_600_000;
/** Ops' 'ask the gateway again', from two screens (or two instances) at once. */
async function retryTwiceAtOnce(ops: Login) {
  const answers = await Promise.all([
    call('POST', '/api/hub/refunds/retry/', ops),
    call('POST', '/api/hub/refunds/retry/', ops),
  ]);
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
}
const onesOf = async (mobile: string, template: string) =>
  (
    ((await call('GET', `/api/dev/outbox/${mobile}/`)).json().messages ?? []) as {
      template: string;
      language: string;
      text: string;
    }[]
  ).filter((m) => m.template === template);

async function customerSpeaking(language: 'hi' | 'kn', roles: ('ops' | 'customer')[] = []) {
  const login = await createTestLogin(db(), { roles }, shop.clock.now());
  const res = await call('PATCH', '/api/users/profile/update/', login, { language });
  expect(res.statusCode, res.body).toBe(200);
  return login;
}

/** A paid online order (₹90 of curd) cancelled by its customer, with the gateway up or down. */
async function cancelledPaidOrder(customer: Login, gatewayDown: boolean) {
  const placed = await placeTestOrder(db(), {
    userId: customer.user.id,
    placedAt: new Date(shop.clock.now().getTime() - 5 * 60_000),
    lines: [{ productId: catalogue.products.curd, quantity: 2, slotId: catalogue.slots.evening }],
  });
  gateway.down = gatewayDown;
  const orderId = placed.orderIds[0]!;
  const res = await call('POST', `/api/orders/cancel-v2/${orderId}/`, customer, {
    reason: 'Not needed any more',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { orderId, paymentId: placed.paymentId };
}

describe('refund issued', () => {
  it('tells the customer once, in Kannada, when two instances retry the refund at once', async () => {
    const ops = await createTestLogin(db(), { roles: ['ops'] }, shop.clock.now());
    const customer = await customerSpeaking('kn');
    const { paymentId } = await cancelledPaidOrder(customer, true);
    expect(await onesOf(customer.user.mobile, 'refund_issued')).toEqual([]);

    gateway.down = false;
    shop.clock.advance(HOUR);
    await retryTwiceAtOnce(ops);
    shop.clock.advance(HOUR);
    await retryTwiceAtOnce(ops);
    // However often the gateway was asked (each ask carries the order's idempotency key), the
    // refund is taken once, and so told once.

    const issued = await onesOf(customer.user.mobile, 'refund_issued');
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ language: 'kn' });
    expect(issued[0]!.text).toBe(
      `Makers Pantry: ಆರ್ಡರ್ #${paymentId} ನ ₹90 ಮರುಪಾವತಿ ನೀಡಲಾಗಿದೆ. ಇದು 5-7 ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ನಿಮ್ಮ ಖಾತೆಗೆ ಬರುತ್ತದೆ.`,
    );
  });
});

describe('a refund needing attention', () => {
  it('tells ops once, in their language, however many failures follow', async () => {
    const ops = await customerSpeaking('hi', ['ops']);
    const customer = await customerSpeaking('kn');
    const { paymentId } = await cancelledPaidOrder(customer, true);
    // Failing until ops' refund list marks it for a person, then three failures more.
    const needsAttention = async () =>
      (await call('GET', '/api/hub/refunds/', ops))
        .json<{ refunds: { paymentId: number; needsAttention: boolean }[] }>()
        .refunds.some((refund) => refund.paymentId === paymentId && refund.needsAttention);
    let rounds = 0;
    while (!(await needsAttention()) && rounds < 20) {
      shop.clock.advance(HOUR);
      await retryTwiceAtOnce(ops);
      rounds += 1;
    }
    expect(await needsAttention()).toBe(true);
    for (let more = 0; more < 3; more++) {
      shop.clock.advance(HOUR);
      await retryTwiceAtOnce(ops);
    }
    const alarms = await onesOf(ops.user.mobile, 'ops_refund_attention');
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ language: 'hi' });
    expect(alarms[0]!.text).toMatch(
      new RegExp(
        `^Makers Pantry ops: ऑर्डर #${paymentId} के ₹90 के रिफ़ंड पर ध्यान दें: \\d+ tries failed`,
      ),
    );
    expect(await onesOf(customer.user.mobile, 'refund_issued')).toEqual([]);
  });
});
