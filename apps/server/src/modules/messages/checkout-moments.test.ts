import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLogin } from '../../http/auth-testing';
import { ConsoleMessageSender } from '../../providers/messages/console-message-sender';
import {
  buildCheckoutShop,
  checkoutCustomer,
  type CheckoutShop,
  orderBody,
  postOrder,
  postWebhook,
} from '../../test/checkout-test-kit';
import { FakePaymentGateway } from '../../test/fake-payment-gateway';
import { caller, openTestShop, type TestShop } from '../../test/harness';
import { sendDueMessages } from './service';

/**
 * The checkout's moments (issue 40) through the API: placed with pay on delivery, paid online,
 * and ops' alarm of a payment captured twice. Each queues exactly one message in its recipient's
 * language, however often the request, the confirm or the webhook comes, and two runners of the
 * send job send it once.
 */
type Customer = Awaited<ReturnType<typeof checkoutCustomer>>;
let shop: TestShop;
let kit: CheckoutShop;
let gateway: FakePaymentGateway;

beforeAll(async () => {
  gateway = new FakePaymentGateway();
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
});
afterAll(async () => shop.close());

const call = caller(() => shop);
interface Message {
  template: string;
  language: string;
  state: string;
  attempts: number;
  text: string;
}
const outbox = async (mobile: string) =>
  ((await call('GET', `/api/dev/outbox/${mobile}/`)).json().messages ?? []) as Message[];
const onesOf = async (mobile: string, template: string) =>
  (await outbox(mobile)).filter((m) => m.template === template);

async function speaking(login: { headers: object }, language: 'hi' | 'kn') {
  const res = await call('PATCH', '/api/users/profile/update/', login, { language });
  expect(res.statusCode, res.body).toBe(200);
}

/** One Groundnut Oil (₹320) in the later slot. */
const oneOil = (customer: Customer, paymentMethod: 10 | 20) =>
  orderBody(
    customer.addressId,
    [{ slot: kit.slots.later, items: [[kit.product['Groundnut Oil']!, 1]] }],
    { paymentMethod },
  );

interface Placed {
  myjaxyPaymentId: number;
  razorpayCheckoutOptions: { order_id: string; amount: number };
}

let eventSerial = 0;
function captured(placed: Placed, providerPaymentId: string, eventId = `evt_${++eventSerial}`) {
  const body = JSON.stringify({
    event: 'payment.captured',
    created_at: 1,
    payload: {
      payment: {
        entity: {
          id: providerPaymentId,
          order_id: placed.razorpayCheckoutOptions.order_id,
          amount: placed.razorpayCheckoutOptions.amount,
          currency: 'INR',
          status: 'captured',
        },
      },
    },
  });
  return postWebhook(shop, gateway, body, eventId);
}

const confirm = (customer: Customer, placed: Placed, providerPaymentId: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/orders/payment/confirm/',
    headers: customer.headers,
    payload: {
      myjaxyPaymentId: placed.myjaxyPaymentId,
      razorpayPaymentId: providerPaymentId,
      razorpayOrderId: placed.razorpayCheckoutOptions.order_id,
      razorpaySignature: gateway.signPayment(
        placed.razorpayCheckoutOptions.order_id,
        providerPaymentId,
      ),
    },
  });

const sender = () =>
  new ConsoleMessageSender({ log: { info: () => undefined }, now: shop.clock.now });

describe('order placed with pay on delivery', () => {
  it('queues one message in Hindi however often the checkout is sent again, and two runners send it once', async () => {
    const customer = await checkoutCustomer(shop);
    await speaking(customer, 'hi');
    const body = oneOil(customer, 20);
    const first = await postOrder(shop, customer.headers, body, 'checkout-retried-1');
    expect(first.statusCode, first.body).toBe(201);
    // The phone lost the answer and sends the same checkout again: the same order, no new message.
    const again = await postOrder(shop, customer.headers, body, 'checkout-retried-1');
    expect(again.statusCode, again.body).toBe(201);

    const placed = await onesOf(customer.user.mobile, 'order_placed_pod');
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ language: 'hi', state: 'queued' });
    expect(placed[0]!.text).toMatch(
      /^Makers Pantry: आपका ऑर्डर #\d+ दर्ज हो गया है। डिलीवरी .+। डिलीवरी पर ₹\d+ का भुगतान करें।$/,
    );

    await Promise.all([
      sendDueMessages(shop.database.db, sender(), shop.clock.now()),
      sendDueMessages(shop.database.db, sender(), shop.clock.now()),
    ]);
    expect(await onesOf(customer.user.mobile, 'order_placed_pod')).toMatchObject([
      { state: 'sent', attempts: 1 },
    ]);
  });
});

describe('order paid online, and a payment captured twice', () => {
  it('the customer hears once that it is paid; ops hear once of the second capture, in their language', async () => {
    const ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
    await speaking(ops, 'kn');
    const customer = await checkoutCustomer(shop);
    await speaking(customer, 'kn');
    const res = await postOrder(shop, customer.headers, oneOil(customer, 10));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<Placed>();
    // Unpaid, nothing is said yet.
    expect(await onesOf(customer.user.mobile, 'order_paid')).toEqual([]);

    // The browser confirms, the webhook comes, and comes again with the same event.
    expect((await confirm(customer, placed, 'pay_Once')).statusCode).toBe(200);
    expect((await captured(placed, 'pay_Once', 'evt_paid')).statusCode).toBe(200);
    expect((await captured(placed, 'pay_Once', 'evt_paid')).statusCode).toBe(200);
    const paid = await onesOf(customer.user.mobile, 'order_paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ language: 'kn' });
    expect(paid[0]!.text).toContain(`#${placed.myjaxyPaymentId}`);
    expect(paid[0]!.text).toContain('₹320');

    // Two more captures on the same checkout: one alarm for the payment, not one per capture.
    expect((await captured(placed, 'pay_Twice')).statusCode).toBe(200);
    expect((await captured(placed, 'pay_Thrice')).statusCode).toBe(200);
    const alarms = await onesOf(ops.user.mobile, 'ops_payment_problem');
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ language: 'kn' });
    expect(alarms[0]!.text).toBe(
      `Makers Pantry ops: ಪಾವತಿ #${placed.myjaxyPaymentId} ನಲ್ಲಿ ₹320 ಬದಲು ₹640 ಪಡೆಯಲಾಗಿದೆ. ಹೆಚ್ಚುವರಿ ಮೊತ್ತ ಹಿಂದಿರುಗಿಸಲಾಗುತ್ತಿದೆ; ದಯವಿಟ್ಟು ಪರಿಶೀಲಿಸಿ.`,
    );
    expect(await onesOf(customer.user.mobile, 'order_paid')).toHaveLength(1);
  });
});
