import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makers } from '../../../db/schema/catalog';
import { orders } from '../../../db/schema/orders';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { placeTestOrder, roomForOrders } from '../../../test/order-fixtures';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let seller: Login;
let ops: Login;
let customer: Login;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  await roomForOrders(db);
  seller = await createTestLogin(db, { roles: ['seller'], firstName: 'Lakshmi' }, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  customer = await createTestLogin(db, {}, now);
  await db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
});
afterAll(async () => shop.close());

const call = caller(() => shop);
const makerVersion = async (id: number) =>
  (await call('GET', `/api/hub/makers/${id}/`, ops)).json<{ version: number }>().version;

describe('makers in the hub', () => {
  it('shows a seller only its own maker, and ops every maker with its state', async () => {
    const mine = await call('GET', '/api/hub/makers/', seller);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().makers).toMatchObject([
      {
        id: catalogue.makers.amma,
        storeName: "Amma's Kitchen",
        state: 'approved',
        owner: { id: seller.user.id, name: 'Lakshmi Customer' },
      },
    ]);
    const all = await call('GET', '/api/hub/makers/', ops);
    expect(
      all.json().makers.map((m: { storeName: string; state: string }) => [m.storeName, m.state]),
    ).toEqual([
      ["Amma's Kitchen", 'approved'],
      ['Ghani Oils', 'approved'],
      ['Pending Foods', 'pending'],
    ]);
    const pending = await call('GET', '/api/hub/makers/?state=pending', ops);
    expect(pending.json().makers).toHaveLength(1);
    expect(
      (await call('GET', `/api/hub/makers/${catalogue.makers.ghani}/`, seller)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/hub/makers/', customer)).statusCode).toBe(403);
  });

  it('lets a seller edit its store profile on the version it read, and records the change', async () => {
    const version = await makerVersion(catalogue.makers.amma);
    const res = await call('PATCH', `/api/hub/makers/${catalogue.makers.amma}/`, seller, {
      version,
      leadTimeHours: 24,
      aboutSeller: 'Stone-ground batters, made fresh every morning in Jayanagar since 2009.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: version + 1, leadTimeHours: 24 });
    const stale = await call('PATCH', `/api/hub/makers/${catalogue.makers.amma}/`, ops, {
      version,
      leadTimeHours: 6,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const other = await call('PATCH', `/api/hub/makers/${catalogue.makers.ghani}/`, seller, {
      version: 1,
      leadTimeHours: 6,
    });
    expect(other.statusCode).toBe(404);
    const history = await call('GET', `/api/hub/history/maker/${catalogue.makers.amma}/`, seller);
    expect(history.json().history[0]).toMatchObject({
      action: 'edited',
      actor: { id: seller.user.id, role: 'seller' },
      before: { leadTimeHours: 12 },
      after: { leadTimeHours: 24 },
    });
  });

  it('suspending a maker takes its products out of listings, search, its page and carts; orders stay', async () => {
    const db = shop.database.db;
    const placed = await placeTestOrder(db, {
      userId: customer.user.id,
      placedAt: shop.clock.now(),
      lines: [
        { productId: catalogue.products.ragiBatter, quantity: 1, slotId: catalogue.slots.evening },
      ],
    });
    const bySeller = await call(
      'POST',
      `/api/hub/makers/${catalogue.makers.amma}/suspend/`,
      seller,
      {
        version: 1,
        reason: 'Suspend my rival.',
      },
    );
    expect(bySeller.statusCode).toBe(403);

    const version = await makerVersion(catalogue.makers.amma);
    const suspended = await call('POST', `/api/hub/makers/${catalogue.makers.amma}/suspend/`, ops, {
      version,
      reason: 'Lab report for the ragi batter failed.',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      state: 'suspended',
      suspensionReason: 'Lab report for the ragi batter failed.',
      suspendedAt: shop.clock.now().toISOString(),
    });

    const listing = await call('GET', '/api/products/?pageNum=1');
    const sellersShown = listing
      .json()
      .products.map((p: { seller: { id: number } }) => p.seller.id);
    expect(sellersShown).not.toContain(catalogue.makers.amma);
    const search = await call('GET', '/api/products/search/?keyword=ragi%20dosa&pageNum=1');
    expect(search.json().products.map((p: { id: number }) => p.id)).not.toContain(
      catalogue.products.ragiBatter,
    );
    expect((await call('GET', `/api/products/${catalogue.products.ragiBatter}/`)).statusCode).toBe(
      404,
    );
    const cart = await shop.app.inject({
      method: 'POST',
      url: '/api/products/cart-list/',
      payload: [{ id: catalogue.products.ragiBatter, quantityPossible: 2 }],
    });
    expect(cart.json()[0].quantityPossible).toBe(0);
    const picker = await call('GET', '/api/hub/batches/approved-sellers/', ops);
    expect(picker.json().approvedSellers.map((s: { id: number }) => s.id)).not.toContain(
      catalogue.makers.amma,
    );
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderIds[0]!));
    expect(order!.status).toBe(20);

    const again = await call('POST', `/api/hub/makers/${catalogue.makers.amma}/suspend/`, ops, {
      version: version + 1,
      reason: 'Twice.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'MAKER_STEP_NOT_ALLOWED',
      detail: 'This maker is already suspended.',
    });

    const back = await call('POST', `/api/hub/makers/${catalogue.makers.amma}/reinstate/`, ops, {
      version: version + 1,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ state: 'approved', suspendedAt: null });
    const found = await call('GET', '/api/products/search/?keyword=ragi%20dosa&pageNum=1');
    expect(found.json().products.map((p: { id: number }) => p.id)).toContain(
      catalogue.products.ragiBatter,
    );
    const history = await call('GET', `/api/hub/history/maker/${catalogue.makers.amma}/`, ops);
    expect(history.json().history.slice(0, 2)).toMatchObject([
      { action: 'reinstated', after: { state: 'approved' } },
      {
        action: 'suspended',
        actor: { id: ops.user.id, role: 'ops' },
        before: { state: 'approved' },
        after: { state: 'suspended', suspensionReason: 'Lab report for the ragi batter failed.' },
      },
    ]);
  });

  it('lets ops approve a maker awaiting approval', async () => {
    const version = await makerVersion(catalogue.makers.pending);
    const res = await call('POST', `/api/hub/makers/${catalogue.makers.pending}/reinstate/`, ops, {
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('approved');
    expect(
      (await call('GET', `/api/products/${catalogue.products.unapprovedMasala}/`)).statusCode,
    ).toBe(200);
  });
});
