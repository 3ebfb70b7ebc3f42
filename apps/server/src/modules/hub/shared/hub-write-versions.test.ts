import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { orders } from '../../../db/schema/orders';
import { sellerLeads, tickets } from '../../../db/schema/support';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { orderVersion, placeTestOrder, roomForOrders } from '../../../test/order-fixtures';
import { slotOrdersVersion } from '../../orders/service';

/**
 * Versions on every hub write (issue 38; decision 055): each POST, PUT, PATCH and DELETE under
 * /api/hub/ in the API document the server builds either takes the version of what it changes
 * (in its body, or its query for a DELETE) or is listed below with why it needs none. A new write
 * route that is neither fails the first test. The second sends stale versions, as the second of
 * two operators saving from one view would, and expects the house's 409.
 */

/** Hub writes that change no row a screen read: each with why it needs no version. */
const NEEDS_NO_VERSION: Record<string, string> = {
  'POST /api/hub/batches/': 'plans a new batch: there is no earlier version to be stale',
  'POST /api/hub/makers/': 'creates a new maker from scratch',
  'POST /api/hub/products/': "creates a new draft product in a maker's list",
  'POST /api/hub/products/{productId}/variants/':
    "creates a new product, a variant of the one named; the named one's row is not changed",
  'POST /api/hub/slot-templates/': "adds a new week's template",
  'POST /api/hub/discount-codes/': 'creates a new discount code',
  'POST /api/hub/banners/': 'creates a new banner',
  'POST /api/hub/collections/': 'creates a new collection',
  'POST /api/hub/known-locations/': 'adds a new known location',
  'POST /api/hub/orders/{orderId}/notes/':
    "adds a new internal note to the order's history; it changes nothing anyone else wrote",
  'POST /api/hub/ingredients/check/': 'a check of typed text against the list: it writes nothing',
  'POST /api/hub/refunds/retry/':
    'asks the gateway again for every refund still unsent; each refund is its own idempotency key, so a second ask never pays twice and edits nothing a screen showed',
  'PUT /api/hub/orders/cash/':
    "a run's first count creates its record (no version yet); correcting it takes the version it was made on, refused stale in cash-run.test.ts",
  'POST /api/hub/otp-issue-reports/{reportId}/resolve/':
    "a one-way mark ('called back'); a second one keeps the first time, so no colleague's change can be undone",
};

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema?: Json }> };
}

let shop: TestShop;
let catalogue: Catalogue;
let ops: Awaited<ReturnType<typeof createTestLogin>>;
const db = () => shop.database.db;
const call = caller(() => shop);

beforeAll(async () => {
  shop = await openTestShop();
  catalogue = await buildCatalogue(db(), shop.clock.now());
  await roomForOrders(db());
  ops = await createTestLogin(db(), { roles: ['ops'] }, shop.clock.now());
});
afterAll(async () => shop.close());

/** The document's named shapes are references: follow one to its object. */
function resolved(schema: Json | undefined, document: { components: { schemas: Json } }): Json {
  if (!schema) return {};
  const ref = schema.$ref as string | undefined;
  if (ref) return resolved(document.components.schemas[ref.split('/').pop()!] as Json, document);
  return schema;
}

function hubWrites() {
  const document = shop.app.swagger() as unknown as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Json };
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/hub/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => {
          const bodies = Object.values(operation.requestBody?.content ?? {}).map((content) =>
            resolved(content.schema, document),
          );
          const inBody = bodies.some((body) =>
            ((body.required as string[] | undefined) ?? []).includes('version'),
          );
          const inQuery = (operation.parameters ?? []).some(
            (parameter) =>
              parameter.in === 'query' && parameter.name === 'version' && parameter.required,
          );
          return { name: `${method.toUpperCase()} ${path}`, versioned: inBody || inQuery };
        }),
    );
}

describe('every hub write route', () => {
  it('takes the version of what it changes, or is listed with why it needs none', () => {
    const writes = hubWrites();
    expect(writes.length).toBeGreaterThan(50);
    const neither = writes.filter(
      ({ name, versioned }) => !versioned && !(name in NEEDS_NO_VERSION),
    );
    expect(neither.map(({ name }) => name)).toEqual([]);
    // A listed route that now takes a version, or is gone, leaves the list.
    const listedNeedlessly = Object.keys(NEEDS_NO_VERSION).filter(
      (name) => !writes.some((write) => write.name === name && !write.versioned),
    );
    expect(listedNeedlessly).toEqual([]);
  });
});

const STALE = {
  code: 'STALE_VERSION',
  detail:
    'Someone else changed this while you were editing. Please reload it and make your change again.',
};

/** An order as a screen showed it, then changed by a colleague: the version shown is stale. */
async function orderShownThenChanged(status: number, method: number = PAYMENT_METHOD.POD) {
  const placed = await placeTestOrder(db(), {
    userId: (await createTestLogin(db(), {}, shop.clock.now())).user.id,
    placedAt: shop.clock.now(),
    method,
    status,
    lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening }],
  });
  const id = placed.orderIds[0]!;
  const shown = await orderVersion(db(), id);
  // Any write to the row takes a new change number (the orders trigger), as a colleague's would.
  await db()
    .update(orders)
    .set({ status: sql`${orders.status}` })
    .where(eq(orders.id, id));
  return { id, shown };
}

describe('a stale version answers 409 STALE_VERSION and changes nothing', () => {
  it('on the order steps: one-click status, cash at the door, delivered, failed, re-attempt, return', async () => {
    const cases: [string, number, (id: number, version: number) => Json][] = [
      ['status/', ORDER_STATUS.CONFIRMED, (_id, version) => ({ version, status: 50 })],
      ['pod-collected/', ORDER_STATUS.OUT_FOR_DELIVERY, (_id, version) => ({ version })],
      ['delivered/', ORDER_STATUS.OUT_FOR_DELIVERY, (_id, version) => ({ version })],
      [
        'delivery-failed/',
        ORDER_STATUS.OUT_FOR_DELIVERY,
        (_id, version) => ({ version, reason: 'not_at_home' }),
      ],
      [
        'reattempt/',
        ORDER_STATUS.PACKED,
        (_id, version) => ({ version, slotId: catalogue.slots.tomorrowMorning }),
      ],
      ['return-to-hub/', ORDER_STATUS.PACKED, (_id, version) => ({ version })],
    ];
    for (const [step, status, body] of cases) {
      const { id, shown } = await orderShownThenChanged(status);
      const res = await call('POST', `/api/hub/orders/${id}/${step}`, ops, body(id, shown));
      expect({ step, status: res.statusCode, answer: res.json() }).toEqual({
        step,
        status: 409,
        answer: STALE,
      });
      const [order] = await db().select().from(orders).where(eq(orders.id, id));
      expect(order!.status).toBe(status);
    }
  });

  it("on a slot's bulk step: made on the slot's orders as the board showed them", async () => {
    const { id } = await orderShownThenChanged(ORDER_STATUS.CONFIRMED);
    const now = await slotOrdersVersion(db(), catalogue.slots.evening);
    const res = await call('POST', '/api/hub/orders/bulk-status/', ops, {
      slot: catalogue.slots.evening,
      status: 50,
      version: now - 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(STALE);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe(ORDER_STATUS.CONFIRMED);
    // On the version shown now, it moves.
    const fresh = await call('POST', '/api/hub/orders/bulk-status/', ops, {
      slot: catalogue.slots.evening,
      status: 50,
      version: now,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().moved).toContain(id);
  });

  it('on a ticket resolved from the queue after a colleague changed it', async () => {
    const customer = await createTestLogin(db(), {}, shop.clock.now());
    const [ticket] = await db()
      .insert(tickets)
      .values({
        userId: customer.user.id,
        type: 'OTHER',
        description: 'The rider was rude',
        isDraft: false,
        confirmedAt: shop.clock.now(),
      })
      .returning();
    await db()
      .update(tickets)
      .set({ version: sql`${tickets.version} + 1` })
      .where(eq(tickets.id, ticket!.id));
    const res = await call('POST', `/api/hub/tickets/${ticket!.id}/resolve/`, ops, {
      version: ticket!.version,
      outcome: 'NOTHING',
      note: 'We spoke to the rider.',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(STALE);
    const [after] = await db().select().from(tickets).where(eq(tickets.id, ticket!.id));
    expect(after!.status).toBe('open');
  });

  it('on a lead turned into a maker after a colleague changed it', async () => {
    const [lead] = await db()
      .insert(sellerLeads)
      .values({
        firstName: 'Nandini',
        mobile: '8120000077',
        cuisine: 'Coorgi',
        category: 'Pickles',
        doorNum: '14',
        buildingDetails: 'Lotus Residency',
        road: '5th Cross Road',
        area: 'HSR Layout',
        city: 'Bengaluru',
        pincode: '560102',
      })
      .returning();
    await db()
      .update(sellerLeads)
      .set({ version: sql`${sellerLeads.version} + 1` })
      .where(eq(sellerLeads.id, lead!.id));
    const res = await call('POST', `/api/hub/seller-leads/${lead!.id}/turn/`, ops, {
      version: lead!.version,
      storeName: 'Coorg Pickle House',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(STALE);
    const [after] = await db().select().from(sellerLeads).where(eq(sellerLeads.id, lead!.id));
    expect(after!.makerId).toBeNull();
  });
});
