import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { orderEvents, orders } from '../../../db/schema/orders';
import { paymentCaptures, payments, refunds } from '../../../db/schema/payments';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced } from '../../../test/money-ledger';
import {
  buildCheckoutShop,
  checkoutCustomer,
  orderBody,
  postOrder,
  postWebhook,
  type CheckoutShop,
} from '../../../test/checkout-test-kit';
import { FakePaymentGateway } from '../../../test/fake-payment-gateway';

/** Captures racing on one provider order, on PostgreSQL where their transactions overlap. */
let shop: TestShop;
let kit: CheckoutShop;
const gateway = new FakePaymentGateway();

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
}, 60_000);
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));
afterAll(async () => shop.close());

describe('captures racing on one provider order', () => {
  it('eight at once (webhooks and confirms): one pays the checkout, seven are refunded whole', async () => {
    const buyer = await checkoutCustomer(shop);
    const placed = await postOrder(
      shop,
      buyer.headers,
      orderBody(
        buyer.addressId,
        [{ slot: kit.slots.later, items: [[kit.product['Groundnut Oil']!, 1]] }],
        { paymentMethod: 10 },
      ),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { myjaxyPaymentId, razorpayCheckoutOptions } = placed.json<{
      myjaxyPaymentId: number;
      razorpayCheckoutOptions: { order_id: string };
    }>();
    const providerOrderId = razorpayCheckoutOptions.order_id;
    const ids = Array.from({ length: 8 }, (_, i) => `pay_Race${i}`);
    const answers = await Promise.all(
      ids.map((id, i) =>
        i % 2 === 0
          ? postWebhook(
              shop,
              gateway,
              JSON.stringify({
                event: 'payment.captured',
                payload: {
                  payment: {
                    entity: {
                      id,
                      order_id: providerOrderId,
                      amount: 32_000,
                      currency: 'INR',
                      status: 'captured',
                    },
                  },
                },
              }),
              `evt_race_${i}`,
            )
          : shop.app.inject({
              method: 'POST',
              url: '/api/orders/payment/confirm/',
              headers: buyer.headers,
              payload: {
                myjaxyPaymentId,
                razorpayPaymentId: id,
                razorpayOrderId: providerOrderId,
                razorpaySignature: gateway.signPayment(providerOrderId, id),
              },
            }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));

    const db = shop.database.db;
    const captures = await db
      .select()
      .from(paymentCaptures)
      .where(eq(paymentCaptures.paymentId, myjaxyPaymentId));
    const kept = captures.filter((capture) => capture.outcome === 'completed');
    expect(kept).toHaveLength(1);
    expect(captures.filter((capture) => capture.outcome === 'extra')).toHaveLength(7);
    const [payment] = await db.select().from(payments).where(eq(payments.id, myjaxyPaymentId));
    expect(payment).toMatchObject({
      status: 'completed',
      providerPaymentId: kept[0]!.providerPaymentId,
    });
    const owed = await db.select().from(refunds).where(eq(refunds.paymentId, myjaxyPaymentId));
    expect(owed.map((refund) => refund.amountPaise)).toEqual(Array(7).fill(32_000));
    const refunded = new Set(
      gateway.refunds
        .filter((refund) => ids.includes(refund.providerPaymentId))
        .map((refund) => refund.providerPaymentId),
    );
    expect(refunded.size).toBe(7);
    expect(refunded.has(kept[0]!.providerPaymentId)).toBe(false);
    const own = await db.select().from(orders).where(eq(orders.paymentId, myjaxyPaymentId));
    const events = await db
      .select()
      .from(orderEvents)
      .where(
        inArray(
          orderEvents.orderId,
          own.map((order) => order.id),
        ),
      );
    expect(events.filter((event) => event.toStatus === 20)).toHaveLength(1);
  });
});
