import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/accounts';
import { customerCredits, orders } from '../../../db/schema/orders';
import { tickets } from '../../../db/schema/support';
import { createTestLogin } from '../../../http/auth-testing';
import {
  buildCheckoutShop,
  checkoutCustomer,
  orderBody,
  postOrder,
  type CheckoutShop,
} from '../../../test/checkout-test-kit';
import { caller, openTestShop, type TestShop } from '../../../test/harness';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let kit: CheckoutShop;
let ops: Login;
let seller: Login;
let asha: Awaited<ReturnType<typeof checkoutCustomer>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  kit = await buildCheckoutShop(db, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  seller = await createTestLogin(db, { roles: ['seller'] }, now);
  asha = await checkoutCustomer(shop, { firstName: 'Asha' });
});
afterAll(async () => shop.close());

const call = caller(() => shop);
/** The customer's hub version stored now, as the customer page that just read it sends. */
const versionOf = async (userId: number) =>
  (await shop.database.db.select().from(users).where(eq(users.id, userId)))[0]!.version;
const podOrder = () =>
  postOrder(
    shop,
    asha.headers,
    orderBody(
      asha.addressId,
      [{ slot: kit.slots.later, items: [[kit.product['Thick Curd']!, 2]] }],
      {
        deliveryFee: 0,
        paymentMethod: 20,
      },
    ),
  );

describe('customers in the hub', () => {
  it('finds a customer by mobile with their orders, confirmed tickets and credit', async () => {
    const placed = await podOrder();
    expect(placed.statusCode, placed.body).toBe(201);
    const db = shop.database.db;
    const paymentId = placed.json<{ myjaxyPaymentId: number }>().myjaxyPaymentId;
    const [order] = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
    await db.insert(tickets).values([
      {
        userId: asha.user.id,
        orderId: order!.id,
        type: 'Damaged item',
        isDraft: false,
        confirmedAt: shop.clock.now(),
      },
      { userId: asha.user.id, type: 'Still writing', isDraft: true },
    ]);
    await db
      .insert(customerCredits)
      .values({ userId: asha.user.id, amountPaise: 12_000, remainingPaise: 4_500 });

    const res = await call('GET', `/api/hub/customers/?mobile=${asha.user.mobile}`, ops);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const customer = res.json();
    expect(customer).toMatchObject({
      id: asha.user.id,
      mobile: asha.user.mobile,
      isPodAllowed: true,
      podReason: null,
      credit: { available: 45, earned: 120 },
      ordersCount: 1,
    });
    expect(customer.name).toMatch(/^Asha/);
    expect(customer.orders).toHaveLength(1);
    expect(customer.orders[0]).toMatchObject({ status: 20, paymentMethod: 20, netAmount: 90 });
    expect(customer.tickets.map((t: { type: string }) => t.type)).toEqual(['Damaged item']);
    // Its order by the number the customer knows, for the link to the order's page.
    expect(customer.tickets[0].order).toEqual({
      id: customer.orders[0].id,
      number: `#${paymentId}`,
    });

    const byId = await call('GET', `/api/hub/customers/${asha.user.id}/`, ops);
    expect(byId.json()).toEqual(customer);

    // A number pasted from a call log, with the country code and spaces, is the same customer.
    const spoken = `+91 ${asha.user.mobile.slice(0, 5)} ${asha.user.mobile.slice(5)}`;
    const pasted = await call(
      'GET',
      `/api/hub/customers/?mobile=${encodeURIComponent(spoken)}`,
      ops,
    );
    expect(pasted.statusCode, pasted.body).toBe(200);
    expect(pasted.json()).toEqual(customer);
  });

  it('says when no account has the mobile, and refuses a mobile that is not one', async () => {
    const missing = await call('GET', '/api/hub/customers/?mobile=9000000001', ops);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'ACCOUNT_NOT_FOUND',
      detail: 'No customer has the mobile 9000000001.',
    });
    const bad = await call('GET', '/api/hub/customers/?mobile=12', ops);
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/hub/customers/999999/', ops)).statusCode).toBe(404);
  });

  it('refuses pay on delivery with a reason: checkout refuses it, the record and audit keep why', async () => {
    const version = await versionOf(asha.user.id);
    const refused = await call('PUT', `/api/hub/customers/${asha.user.id}/pod/`, ops, {
      version,
      isPodAllowed: false,
      reason: 'Refused three deliveries in October',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      isPodAllowed: false,
      podReason: 'Refused three deliveries in October',
      podChangedAt: shop.clock.now().toISOString(),
      version: version + 1,
    });
    // A colleague's save made from the same view comes second: refused, the first one stands.
    const stale = await call('PUT', `/api/hub/customers/${asha.user.id}/pod/`, ops, {
      version,
      isPodAllowed: true,
      reason: 'Asked on the phone to allow it',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');

    const order = await podOrder();
    expect(order.statusCode).toBe(409);
    expect(order.json()).toEqual({
      code: 'POD_NOT_ALLOWED',
      detail: 'Pay on delivery is not available for your account. Please pay online.',
    });
    const flag = await shop.app.inject({
      method: 'GET',
      url: '/api/users/is-customer-pod-allowed/',
      headers: asha.headers,
    });
    expect(flag.json()).toEqual({ isCustomerPodAllowed: false });

    const allowed = await call('PUT', `/api/hub/customers/${asha.user.id}/pod/`, ops, {
      version: version + 1,
      isPodAllowed: true,
      reason: 'Paid the October orders at the hub',
    });
    expect(allowed.json()).toMatchObject({ isPodAllowed: true });
    expect((await podOrder()).statusCode).toBe(201);

    const history = await call('GET', `/api/hub/history/user/${asha.user.id}/`, ops);
    expect(
      history
        .json()
        .history.map((entry: Record<string, unknown>) => [
          entry.action,
          entry.after,
          (entry.actor as { role: string }).role,
        ]),
    ).toEqual([
      [
        'pay on delivery allowed',
        { isPodAllowed: true, podReason: 'Paid the October orders at the hub' },
        'ops',
      ],
      [
        'pay on delivery refused',
        { isPodAllowed: false, podReason: 'Refused three deliveries in October' },
        'ops',
      ],
    ]);
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, asha.user.id));
    expect(row).toMatchObject({
      isPodAllowed: true,
      podReason: 'Paid the October orders at the hub',
    });
  });

  it('needs a reason', async () => {
    const res = await call('PUT', `/api/hub/customers/${asha.user.id}/pod/`, ops, {
      version: await versionOf(asha.user.id),
      isPodAllowed: false,
      reason: ' ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is for ops and admins: sellers and customers get 403, nobody logged in 401', async () => {
    const routes = [
      ['GET', `/api/hub/customers/?mobile=${asha.user.mobile}`],
      ['GET', `/api/hub/customers/${asha.user.id}/`],
      ['PUT', `/api/hub/customers/${asha.user.id}/pod/`],
    ] as const;
    const body = { version: 1, isPodAllowed: false, reason: 'Trying it on' };
    for (const [method, url] of routes) {
      expect((await call(method, url, seller, body)).statusCode).toBe(403);
      expect((await call(method, url, asha, body)).statusCode).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    const admin = await createTestLogin(shop.database.db, { roles: ['admin'] }, shop.clock.now());
    expect((await call('GET', `/api/hub/customers/${asha.user.id}/`, admin)).statusCode).toBe(200);
  });
});
