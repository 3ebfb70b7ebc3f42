import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makers } from '../../../db/schema/catalog';
import { deliverySlots } from '../../../db/schema/delivery';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { changedFields, recordChange } from './audit-log';
import type { HubActor } from './hub-actor';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let customer: Login;
let seller: Login;
let sellerWithoutStore: Login;
let ops: Login;
let admin: Login;

beforeAll(async () => {
  shop = await openTestShop();
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  customer = await createTestLogin(db, {}, now);
  seller = await createTestLogin(db, { roles: ['customer', 'seller'], firstName: 'Lakshmi' }, now);
  sellerWithoutStore = await createTestLogin(db, { roles: ['seller'] }, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  admin = await createTestLogin(db, { roles: ['admin'] }, now);
  await db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
});
afterAll(async () => shop.close());

const get = (url: string, login?: Login) =>
  shop.app.inject({ method: 'GET', url, headers: login?.headers ?? {} });
const picker = '/api/hub/batches/seller-product-batches/ALL/';
const sellerPicker = '/api/hub/batches/approved-sellers/';

describe('who may use the hub', () => {
  it('asks an anonymous visitor to log in, and refuses a customer with the 403 sentence', async () => {
    expect((await get(picker)).statusCode).toBe(401);
    const refused = await get(picker, customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'FORBIDDEN',
      detail: 'You do not have access to this page. Please contact your admin.',
    });
  });

  it('refuses a seller whose store ops have not set up yet', async () => {
    const res = await get(picker, sellerWithoutStore);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      'Your store is not set up in the hub yet. Please contact your admin.',
    );
  });

  it('shows a seller only its own maker in the seller picker', async () => {
    const res = await get(sellerPicker, seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().approvedSellers).toEqual([
      { id: catalogue.makers.amma, storeName: "Amma's Kitchen" },
    ]);
    expect((await get(sellerPicker)).statusCode).toBe(401);
    expect((await get(sellerPicker, customer)).statusCode).toBe(403);
  });

  it('shows ops and admins every approved maker by store name, not those awaiting approval', async () => {
    for (const login of [ops, admin]) {
      const res = await get(sellerPicker, login);
      expect(res.statusCode).toBe(200);
      expect(res.json().approvedSellers).toEqual([
        { id: catalogue.makers.amma, storeName: "Amma's Kitchen" },
        { id: catalogue.makers.ghani, storeName: 'Ghani Oils' },
      ]);
    }
  });

  it('refuses a seller choice that is not ALL or ids', async () => {
    for (const choice of ['all', '1,,2', 'x', '1;2']) {
      const res = await get(`/api/hub/batches/seller-product-batches/${choice}/`, ops);
      expect(res.statusCode, choice).toBe(400);
    }
  });
});

describe('the audit log', () => {
  const opsActor = (): HubActor => ({
    userId: ops.user.id,
    name: 'Ravi Customer',
    role: 'ops',
    makerId: null,
  });

  it("keeps only an edit's changed fields, never the version", () => {
    expect(
      changedFields(
        { quantity: 10, bestBefore: '2026-12-01', version: 1 },
        { quantity: 8, bestBefore: '2026-12-01', version: 2 },
      ),
    ).toEqual({ before: { quantity: 10 }, after: { quantity: 8 } });
    expect(changedFields(null, { quantity: 10, version: 1 })).toEqual({
      before: null,
      after: { quantity: 10 },
    });
  });

  it("shows an object's history, newest first, with who, role, before and after", async () => {
    const productId = catalogue.products.ragiBatter;
    await shop.database.db.transaction(async (tx) => {
      await recordChange(tx, opsActor(), new Date('2026-11-20T05:00:00Z'), {
        objectType: 'product',
        objectId: productId,
        action: 'created',
        before: null,
        after: { name: 'Ragi Dosa Batter', price: 120 },
      });
      await recordChange(tx, opsActor(), new Date('2026-11-20T05:10:00Z'), {
        objectType: 'product',
        objectId: productId,
        action: 'edited',
        before: { name: 'Ragi Dosa Batter', price: 120, version: 1 },
        after: { name: 'Ragi Dosa Batter', price: 130, version: 2 },
      });
    });
    for (const login of [ops, seller]) {
      const res = await get(`/api/hub/history/product/${productId}/`, login);
      expect(res.statusCode).toBe(200);
      expect(res.json().history).toMatchObject([
        {
          at: '2026-11-20T05:10:00.000Z',
          actor: { id: ops.user.id, name: 'Ravi Customer', role: 'ops' },
          action: 'edited',
          before: { price: 120 },
          after: { price: 130 },
        },
        { action: 'created', before: null, after: { name: 'Ragi Dosa Batter', price: 120 } },
      ]);
    }
  });

  it("answers 404 to a seller asking for another maker's history, and for what does not exist", async () => {
    expect(
      (await get(`/api/hub/history/product/${catalogue.products.groundnutOil}/`, seller))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/hub/history/maker/${catalogue.makers.ghani}/`, seller)).statusCode,
    ).toBe(404);
    expect((await get(`/api/hub/history/maker/${catalogue.makers.amma}/`, seller)).statusCode).toBe(
      200,
    );
    expect((await get('/api/hub/history/batch/999999/', ops)).statusCode).toBe(404);
    expect((await get('/api/hub/history/order/999999/', ops)).statusCode).toBe(404);
    // A slot is the whole shop's: ops read its history, a seller hears it is not there.
    const [slot] = await shop.database.db.select({ id: deliverySlots.id }).from(deliverySlots);
    expect((await get(`/api/hub/history/slot/${slot!.id}/`, ops)).statusCode).toBe(200);
    expect((await get(`/api/hub/history/slot/${slot!.id}/`, seller)).statusCode).toBe(404);
    expect((await get('/api/hub/history/customer/1/', ops)).statusCode).toBe(400);
  });

  it('is append-only: the database refuses to change, delete or truncate its rows', async () => {
    const db = shop.database.db;
    await expect(db.execute(sql`UPDATE hub_audit_log SET action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM hub_audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE hub_audit_log`)).rejects.toThrow();
    const left = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM hub_audit_log`);
    expect(left.rows[0]!.n).toBeGreaterThanOrEqual(2);
  });
});
