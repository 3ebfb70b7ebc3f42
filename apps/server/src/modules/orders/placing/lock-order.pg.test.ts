import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { stockBatches } from '../../../db/schema/catalog';
import { discountCodes } from '../../../db/schema/discounts';
import { orders } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';
import type { CurrentUser } from '../../../http/auth';
import { openTestShop, type TestShop } from '../../../test/harness';
import { expectMoneyLedgerBalanced, holdingProblems } from '../../../test/money-ledger';
import {
  buildCheckoutShop,
  checkoutCustomer,
  type CheckoutShop,
  orderBody,
  postOrder,
  sweepExpiredHolds,
} from '../../../test/checkout-test-kit';
import { FakePaymentGateway } from '../../../test/fake-payment-gateway';
import { placeCheckout } from './place-checkout';
import { replaceUnpaidCheckouts } from './unpaid-checkout';

/**
 * The lock order of docs/decisions/014-lock-order.md, raced pair by pair on PostgreSQL: placing,
 * a cancel, the hold sweeper and confirm, each pair sharing stock batches, slots and a discount
 * code the way that deadlocked when they locked in different orders. A deadlock makes
 * PostgreSQL roll one side back: it shows here as a rejected placement or sweep, or a 500.
 * Placements run in one transaction each, without createOrder's retry, which would hide it.
 */
let shop: TestShop;
let kit: CheckoutShop;
let gateway: FakePaymentGateway;
const ROUNDS = 16;
const MINUTE = 60_000;

beforeAll(async () => {
  gateway = new FakePaymentGateway();
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' }, payments: gateway });
  kit = await buildCheckoutShop(shop.database.db, shop.clock.now());
  const plenty = (name: string) => ({
    productId: kit.product[name]!,
    status: 'approved' as const,
    quantity: 2_000,
    quantityRemaining: 2_000,
  });
  await db()
    .insert(stockBatches)
    .values(['Ragi Dosa Batter', 'A2 Cow Ghee', 'Groundnut Oil', 'Thick Curd'].map(plenty));
  const now = shop.clock.now();
  await db()
    .insert(discountCodes)
    .values({
      code: 'LOCKSTEP',
      percentage: 10,
      capPaise: 5_000,
      validFrom: new Date(now.getTime() - 86_400_000),
      validTo: new Date(now.getTime() + 30 * 86_400_000),
      usesPerCustomer: 1_000,
    });
}, 60_000);
afterAll(async () => shop.close());
afterEach(async () => {
  await expectMoneyLedgerBalanced(db());
  expect(await holdingProblems(db())).toEqual([]);
});

const db = () => shop.database.db;
type Customer = Awaited<ReturnType<typeof checkoutCustomer>>;
const placingContext = { config: { PAYMENT_HOLD_MINUTES: 15 } } as unknown as AppContext;

async function customers(count: number): Promise<Customer[]> {
  const made: Customer[] = [];
  for (let i = 0; i < count; i++) made.push(await checkoutCustomer(shop));
  return made;
}

/**
 * A checkout of two deliveries, the later slot first: curd on day 3, oil this evening.
 * Before one lock order, releasing it went later slot, code, evening slot.
 */
const laterThenEvening = (buyer: Customer, paymentMethod: 10 | 20) =>
  orderBody(
    buyer.addressId,
    [
      { slot: kit.slots.later, items: [[kit.product['Thick Curd']!, 1]] },
      { slot: kit.slots.evening, items: [[kit.product['Groundnut Oil']!, 1]] },
    ],
    { paymentMethod, deliveryFee: 0, discountCode: 'LOCKSTEP' },
  );

/** The other way round, on other batches: batter this evening, ghee on day 3. */
const eveningThenLater = (buyer: Customer) =>
  orderBody(
    buyer.addressId,
    [
      { slot: kit.slots.evening, items: [[kit.product['Ragi Dosa Batter']!, 1]] },
      { slot: kit.slots.later, items: [[kit.product['A2 Cow Ghee']!, 1]] },
    ],
    { paymentMethod: 10, deliveryFee: 0, discountCode: 'LOCKSTEP' },
  );

/** A pay-on-delivery checkout whose evening order (batter) is the one cancelled. */
const podBatterThisEvening = (buyer: Customer) =>
  orderBody(
    buyer.addressId,
    [
      { slot: kit.slots.evening, items: [[kit.product['Ragi Dosa Batter']!, 1]] },
      { slot: kit.slots.later, items: [[kit.product['Thick Curd']!, 1]] },
    ],
    { paymentMethod: 20, deliveryFee: 0, discountCode: 'LOCKSTEP' },
  );

/** Checkouts placed the ordinary way (createOrder), for the other side of a race. */
async function placed(buyers: Customer[], body: (buyer: Customer) => unknown) {
  const answers = [];
  for (const buyer of buyers) {
    const res = await postOrder(shop, buyer.headers, body(buyer));
    expect(res.statusCode, res.body).toBe(201);
    answers.push(
      res.json<{ myjaxyPaymentId: number; razorpayCheckoutOptions: { order_id: string } | null }>(),
    );
  }
  return answers;
}

/** One placement, one transaction, no retry. */
const placeOnce = (buyer: Customer, now: Date) =>
  db().transaction((tx) =>
    placeCheckout(
      tx,
      placingContext,
      { ...buyer.user, whatsappConsent: false, sessionId: 0 } as CurrentUser,
      eveningThenLater(buyer),
      now,
    ),
  );

const cancel = async (buyer: Customer, paymentId: number) => {
  const own = await db().select().from(orders).where(eq(orders.paymentId, paymentId));
  const inEvening = own.find((order) => order.slotId === kit.slots.evening)!;
  return shop.app.inject({
    method: 'POST',
    url: `/api/orders/cancel-v2/${inEvening.id}/`,
    headers: buyer.headers,
    payload: { reason: 'Changed my mind' },
  });
};

const confirm = (
  buyer: Customer,
  checkout: { myjaxyPaymentId: number; razorpayCheckoutOptions: { order_id: string } | null },
) => {
  const orderId = checkout.razorpayCheckoutOptions!.order_id;
  const providerPaymentId = `pay_lock_${checkout.myjaxyPaymentId}`;
  return shop.app.inject({
    method: 'POST',
    url: '/api/orders/payment/confirm/',
    headers: buyer.headers,
    payload: {
      myjaxyPaymentId: checkout.myjaxyPaymentId,
      razorpayPaymentId: providerPaymentId,
      razorpayOrderId: orderId,
      razorpaySignature: gateway.signPayment(orderId, providerPaymentId),
    },
  });
};

const sweepers = (now: Date, count = 3) =>
  Array.from({ length: count }, () => sweepExpiredHolds(db(), now));

/** Unpaid checkouts whose hold has run out by `now`: what the sweepers must end, once each. */
const due = async (now: Date) =>
  (await db().select().from(payments).where(eq(payments.status, 'awaiting_payment'))).filter(
    (payment) => payment.holdExpiresAt! < now,
  ).length;

const statusesOf = async (paymentIds: number[]) =>
  (await db().select().from(payments).where(inArray(payments.id, paymentIds))).map(
    (payment) => payment.status,
  );

describe('one lock order: each pair races without deadlock (PostgreSQL)', () => {
  it('placing and the hold sweeper', async () => {
    const expiring = await customers(ROUNDS);
    const unpaid = await placed(expiring, (buyer) => laterThenEvening(buyer, 10));
    shop.clock.advance(16 * MINUTE);
    const now = shop.clock.now();
    const buyers = await customers(ROUNDS);
    const owed = await due(now);
    const [swept, ...placings] = await Promise.all([
      Promise.all(sweepers(now)),
      ...buyers.map((buyer) => placeOnce(buyer, now)),
    ]);
    expect((swept as number[]).reduce((a, b) => a + b, 0)).toBe(owed);
    expect(placings).toHaveLength(ROUNDS);
    expect(new Set(await statusesOf(unpaid.map((c) => c.myjaxyPaymentId)))).toEqual(
      new Set(['expired']),
    );
  }, 120_000);

  it('a cancel and the hold sweeper', async () => {
    const cancelling = await customers(ROUNDS);
    const confirmed = await placed(cancelling, podBatterThisEvening);
    const expiring = await customers(ROUNDS);
    await placed(expiring, (buyer) => laterThenEvening(buyer, 10));
    shop.clock.advance(16 * MINUTE);
    const now = shop.clock.now();
    const owed = await due(now);
    const [swept, ...cancels] = await Promise.all([
      Promise.all(sweepers(now)),
      ...cancelling.map((buyer, i) => cancel(buyer, confirmed[i]!.myjaxyPaymentId)),
    ]);
    expect((swept as number[]).reduce((a, b) => a + b, 0)).toBe(owed);
    expect(cancels.map((res) => (res as { statusCode: number }).statusCode)).toEqual(
      Array(ROUNDS).fill(200),
    );
  }, 120_000);

  it('placing and a cancel', async () => {
    const cancelling = await customers(ROUNDS);
    const confirmed = await placed(cancelling, podBatterThisEvening);
    const buyers = await customers(ROUNDS);
    const now = shop.clock.now();
    const answers = await Promise.all([
      ...cancelling.map((buyer, i) => cancel(buyer, confirmed[i]!.myjaxyPaymentId)),
      ...buyers.map((buyer) => placeOnce(buyer, now)),
    ]);
    expect(
      answers.slice(0, ROUNDS).map((res) => (res as { statusCode: number }).statusCode),
    ).toEqual(Array(ROUNDS).fill(200));
  }, 120_000);

  it('placing that first gives back an older unpaid checkout, and placing', async () => {
    // As createOrder does it: the older checkout is given back in a transaction of its own, then
    // the new one placed. Done in one transaction, its slots and code were held while it waited
    // for the new checkout's batches, which the other placements had locked and wanted slots.
    const replacing = await customers(ROUNDS);
    const older = await placed(replacing, (buyer) => laterThenEvening(buyer, 10));
    const buyers = await customers(ROUNDS);
    const now = shop.clock.now();
    const replaceThenPlace = async (buyer: Customer) => {
      await db().transaction((tx) => replaceUnpaidCheckouts(tx, buyer.user.id, now));
      return placeOnce(buyer, now);
    };
    const placings = await Promise.all([
      ...replacing.map(replaceThenPlace),
      ...buyers.map((buyer) => placeOnce(buyer, now)),
    ]);
    expect(placings).toHaveLength(2 * ROUNDS);
    expect(new Set(await statusesOf(older.map((c) => c.myjaxyPaymentId)))).toEqual(
      new Set(['cancelled']),
    );
  }, 120_000);

  it('placing and confirm', async () => {
    const paying = await customers(ROUNDS);
    const unpaid = await placed(paying, (buyer) => laterThenEvening(buyer, 10));
    const buyers = await customers(ROUNDS);
    const now = shop.clock.now();
    const answers = await Promise.all([
      ...paying.map((buyer, i) => confirm(buyer, unpaid[i]!)),
      ...buyers.map((buyer) => placeOnce(buyer, now)),
    ]);
    expect(
      answers.slice(0, ROUNDS).map((res) => (res as { statusCode: number }).statusCode),
    ).toEqual(Array(ROUNDS).fill(200));
  }, 120_000);

  it('a cancel and confirm', async () => {
    const cancelling = await customers(ROUNDS);
    const confirmed = await placed(cancelling, podBatterThisEvening);
    const paying = await customers(ROUNDS);
    const unpaid = await placed(paying, (buyer) => laterThenEvening(buyer, 10));
    const answers = await Promise.all([
      ...cancelling.map((buyer, i) => cancel(buyer, confirmed[i]!.myjaxyPaymentId)),
      ...paying.map((buyer, i) => confirm(buyer, unpaid[i]!)),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(2 * ROUNDS).fill(200));
  }, 120_000);

  it('the hold sweeper and confirm of the same checkouts: each ends paid or expired, once', async () => {
    const paying = await customers(ROUNDS);
    const unpaid = await placed(paying, (buyer) => laterThenEvening(buyer, 10));
    shop.clock.advance(16 * MINUTE);
    const now = shop.clock.now();
    const others = (await due(now)) - ROUNDS;
    const [swept, ...confirms] = await Promise.all([
      Promise.all(sweepers(now)),
      ...paying.map((buyer, i) => confirm(buyer, unpaid[i]!)),
    ]);
    const statuses = await statusesOf(unpaid.map((c) => c.myjaxyPaymentId));
    const expired = statuses.filter((status) => status === 'expired').length;
    expect((swept as number[]).reduce((a, b) => a + b, 0)).toBe(others + expired);
    expect(statuses.filter((status) => status === 'completed')).toHaveLength(ROUNDS - expired);
    // A confirm that lost to the sweeper is told so (and the payment is refunded).
    const codes = confirms.map((res) => (res as { statusCode: number }).statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(ROUNDS - expired);
    expect(codes.filter((code) => code === 409)).toHaveLength(expired);
  }, 120_000);
});
