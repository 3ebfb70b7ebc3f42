import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubOrderPageSchema, type HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { hubAuditLog } from '../../../db/schema/hub';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { placeTestOrder, roomForOrders } from '../../../test/order-fixtures';

let shop: TestShop;
let catalogue: Catalogue;
let ops: Awaited<ReturnType<typeof createTestLogin>>;
let seller: Awaited<ReturnType<typeof createTestLogin>>;
let asha: Awaited<ReturnType<typeof createTestLogin>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
  ops = await createTestLogin(
    shop.database.db,
    { roles: ['ops'], firstName: 'Meena' },
    shop.clock.now(),
  );
  seller = await createTestLogin(shop.database.db, { roles: ['seller'] }, shop.clock.now());
  asha = await createTestLogin(shop.database.db, {}, shop.clock.now());
});
afterAll(async () => shop.close());

const call = caller(() => shop);

describe("the hub's order page", () => {
  it("shows the order by the customer's number with its items, batches, address and history, and keeps internal notes from the customer", async () => {
    const placed = await placeTestOrder(shop.database.db, {
      userId: asha.user.id,
      placedAt: shop.clock.now(),
      lines: [{ productId: catalogue.products.curd, quantity: 2, slotId: catalogue.slots.evening }],
    });
    const orderId = placed.orderIds[0]!;
    const res = await call('GET', `/api/hub/orders/${orderId}/`, ops);
    expect(res.statusCode, res.body).toBe(200);
    const page = hubOrderPageSchema.parse(res.json());
    expect(page.order.id).toBe(orderId);
    expect(page.order.number).toBe(`#${placed.paymentId}`);
    expect(page.address.lines.length).toBeGreaterThan(0);
    expect(page.items).toHaveLength(1);
    const [curd] = page.items as [HubOrderPage['items'][number]];
    expect(curd).toMatchObject({ productId: catalogue.products.curd, quantity: 2 });
    expect(curd.batches.reduce((sum, batch) => sum + batch.quantity, 0)).toBe(2);
    expect(curd.batches.every((batch) => !batch.isReturned && batch.bestBefore !== undefined)).toBe(
      true,
    );
    expect(page.tickets).toEqual([]);

    const tooShort = await call('POST', `/api/hub/orders/${orderId}/notes/`, ops, { note: 'ok' });
    expect(tooShort.statusCode).toBe(400);
    const noted = await call('POST', `/api/hub/orders/${orderId}/notes/`, ops, {
      note: 'Customer asked us to ring the bell twice',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().events.at(-1)).toMatchObject({
      actor: 'ops',
      actorName: expect.stringContaining('Meena'),
      note: 'Customer asked us to ring the bell twice',
      isForCustomer: false,
    });
    const mine = await call('GET', `/api/orders/${orderId}/`, asha);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().shopNote ?? null).toBeNull();
    const audit = await shop.database.db
      .select()
      .from(hubAuditLog)
      .where(and(eq(hubAuditLog.objectType, 'order'), eq(hubAuditLog.objectId, orderId)));
    expect(audit.at(-1)).toMatchObject({
      action: 'note added',
      after: { note: 'Customer asked us to ring the bell twice' },
    });
  });

  it('is for ops and admins: sellers and customers 403, an unknown order 404', async () => {
    for (const [login, status] of [
      [seller, 403],
      [asha, 403],
      [undefined, 401],
    ] as const) {
      expect((await call('GET', '/api/hub/orders/1/', login)).statusCode).toBe(status);
      expect(
        (await call('POST', '/api/hub/orders/1/notes/', login, { note: 'Called the customer' }))
          .statusCode,
      ).toBe(status);
    }
    expect((await call('GET', '/api/hub/orders/99999/', ops)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/hub/orders/99999/notes/', ops, { note: 'Called the customer' }))
        .statusCode,
    ).toBe(404);
  });
});
