import { eq, sql, type Table } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { users } from '../../../db/schema/accounts';
import { knownLocations, serviceAreas } from '../../../db/schema/addresses';
import { banners, collections, makers, products, stockBatches } from '../../../db/schema/catalog';
import { deliverySlots, slotTemplates } from '../../../db/schema/delivery';
import { discountCodes } from '../../../db/schema/discounts';
import { hubAuditLog } from '../../../db/schema/hub';
import { orders } from '../../../db/schema/orders';
import { sellerLeads, tickets } from '../../../db/schema/support';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { multipart, type FilePart } from '../../../test/multipart';
import { orderVersion, placeTestOrder, roomForOrders } from '../../../test/order-fixtures';
import { buildPlaces } from '../../../test/place-fixtures';
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
  await buildPlaces(db());
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
  it('on the order steps: one-click status, cash at the door, delivered, failed, re-attempt, return, move', async () => {
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
      [
        'move/',
        ORDER_STATUS.CONFIRMED,
        (_id, version) => ({
          version,
          slotId: catalogue.slots.dayAfterEvening,
          reason: 'The van is in for repair',
        }),
      ],
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

// --- Every other versioned route, walked from the API document ---

/** The versioned writes the tests above already send stale versions to, with their checks. */
const WALKED_ABOVE = [
  'POST /api/hub/orders/{orderId}/status/',
  'POST /api/hub/orders/{orderId}/pod-collected/',
  'POST /api/hub/orders/{orderId}/delivered/',
  'POST /api/hub/orders/{orderId}/delivery-failed/',
  'POST /api/hub/orders/{orderId}/reattempt/',
  'POST /api/hub/orders/{orderId}/return-to-hub/',
  'POST /api/hub/orders/{orderId}/move/',
  'POST /api/hub/orders/bulk-status/',
  'POST /api/hub/tickets/{id}/resolve/',
  'POST /api/hub/seller-leads/{leadId}/turn/',
];

type Sent = Awaited<ReturnType<typeof call>>;

/**
 * A stale request to one route: the row it changes (its table and id; the version is the row's
 * `version`), and how to send the edit on a given version, otherwise valid, so that only the
 * version can refuse it.
 */
interface StaleRequest {
  table: Table;
  id: number;
  send: (version: number) => Promise<Sent>;
}

const json =
  (method: 'POST' | 'PATCH' | 'PUT', url: string, body: Json = {}) =>
  (version: number) =>
    call(method, url, ops, { ...body, version });

const form = (url: string, file: FilePart) => (version: number) => {
  const body = multipart({ version: String(version) }, [file]);
  return shop.app.inject({
    method: 'PUT',
    url,
    headers: { ...ops.headers, ...body.headers },
    payload: body.payload,
  });
};

const jpeg = async (width: number, height: number, name = 'photo'): Promise<FilePart> => ({
  name,
  filename: 'photo.jpg',
  type: 'image/jpeg',
  bytes: await sharp({ create: { width, height, channels: 3, background: '#b5651d' } })
    .jpeg()
    .toBuffer(),
});

async function labReport(): Promise<FilePart> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595.28, 841.89]);
  return {
    name: 'report',
    filename: 'report.pdf',
    type: 'application/pdf',
    bytes: Buffer.from(await pdf.save()),
  };
}

/** A batch of the ragi batter planned by ops, then taken as far as `status` through the API. */
async function batchAt(status: 'planned' | 'inwarded' | 'approved') {
  const planned = await call('POST', '/api/hub/batches/', ops, {
    productId: catalogue.products.ragiBatter,
    quantity: 10,
    expectedAt: new Date(shop.clock.now().getTime() + 86_400_000).toISOString(),
    bestBefore: new Date(shop.clock.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10),
  });
  expect(planned.statusCode, planned.body).toBe(201);
  let batch = planned.json<{ id: number; version: number }>();
  const steps: [string, Json][] = [['receive', { quantityReceived: 10 }]];
  if (status === 'approved') steps.push(['approve', {}]);
  for (const [step, body] of status === 'planned' ? [] : steps) {
    const done = await call('POST', `/api/hub/batches/${batch.id}/${step}/`, ops, {
      ...body,
      version: batch.version,
    });
    expect(done.statusCode, done.body).toBe(200);
    batch = done.json();
  }
  return batch.id;
}

/** A draft of Amma's Kitchen made by ops, with its photos in place; submitted if asked. */
async function productAt(state: 'draft' | 'submitted') {
  const made = await call('POST', '/api/hub/products/', ops, {
    makerId: catalogue.makers.amma,
    name: `Kodo Millet Mix ${state}`,
    categoryId: catalogue.categories.batters,
    subcategoryId: catalogue.subcategories.readyMixes,
    price: 185,
    packageSize: 400,
    measurementUnit: 'g',
    vegIndicator: 'Veg',
    specialityTag: 'Sprouted',
    canSellBeforeStocking: false,
    showStock: true,
    replaceable: true,
    ingredients: 'Kodo millet, moong dal, cumin',
    usageInstructions: 'Boil in water for 12 minutes.',
    description: 'A one-pot breakfast mix.',
    allergenInfo: 'None known.',
    storage: 'Airtight.',
  });
  expect(made.statusCode, made.body).toBe(201);
  const { id } = made.json<{ id: number }>();
  await db()
    .update(products)
    .set({
      listImage: `/media/products/${id}-list.webp`,
      listImage2: `/media/products/${id}-list2.webp`,
      detailImage: `/media/products/${id}-detail.webp`,
      cartImage: `/media/products/${id}-cart.webp`,
    })
    .where(eq(products.id, id));
  if (state === 'submitted') {
    const [row] = await db().select().from(products).where(eq(products.id, id));
    const sent = await call('POST', `/api/hub/products/${id}/submit/`, ops, {
      version: row!.version,
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  return id;
}

/** The stale request of every versioned route the tests above do not walk, by route. */
async function staleRequests(): Promise<Record<string, StaleRequest>> {
  const [planned, plannedToDelete, plannedToReceive] = [
    await batchAt('planned'),
    await batchAt('planned'),
    await batchAt('planned'),
  ];
  const inwarded = await batchAt('inwarded');
  const approved = await batchAt('approved');
  const draft = await productAt('draft');
  const submitted = await productAt('submitted');
  // A maker suspended earlier, for its reinstatement.
  await db()
    .update(makers)
    .set({ suspendedAt: shop.clock.now(), suspensionReason: 'Hygiene check pending' })
    .where(eq(makers.id, catalogue.makers.pending));
  const newOwner = await createTestLogin(db(), {}, shop.clock.now());
  const customer = await createTestLogin(db(), {}, shop.clock.now());
  const template = await call('POST', '/api/hub/slot-templates/', ops, {
    weekday: 6,
    kind: 'scheduled',
    start: '12:00',
    end: '14:00',
    capacity: 20,
    cutoff: { rule: 'dayBeforeAt', time: '22:00' },
    serviceablePolygon: 200,
  });
  expect(template.statusCode, template.body).toBe(201);
  const hours = (from: number) => new Date(shop.clock.now().getTime() + from * 3_600_000);
  const code = await call('POST', '/api/hub/discount-codes/', ops, {
    code: 'STALE20',
    percentage: 20,
    cap: 100,
    validFrom: hours(-1).toISOString(),
    validTo: hours(24 * 7).toISOString(),
  });
  expect(code.statusCode, code.body).toBe(201);
  const [banner] = await db().select({ id: banners.id }).from(banners).limit(1);
  const [area] = (await call('GET', '/api/hub/service-areas/', ops)).json<{
    areas: { id: number; outline: [number, number][] }[];
  }>().areas;
  const [location] = await db().select({ id: knownLocations.id }).from(knownLocations).limit(1);

  const batch = (id: number, step = '') => `/api/hub/batches/${id}/${step}`;
  const product = (id: number, step = '') => `/api/hub/products/${id}/${step}`;
  const maker = (id: number, step = '') => `/api/hub/makers/${id}/${step}`;
  const { amma, ghani, pending } = catalogue.makers;
  const ragi = catalogue.products.ragiBatter;
  const templateId = template.json<{ id: number }>().id;
  const codeId = code.json<{ id: number }>().id;
  return {
    'PATCH /api/hub/slot-templates/{templateId}/': {
      table: slotTemplates,
      id: templateId,
      send: json('PATCH', `/api/hub/slot-templates/${templateId}/`, { capacity: 7 }),
    },
    'PATCH /api/hub/slots/{slotId}/': {
      table: deliverySlots,
      id: catalogue.slots.dayAfterEvening,
      send: json('PATCH', `/api/hub/slots/${catalogue.slots.dayAfterEvening}/`, {
        capacity: 500,
      }),
    },
    'PATCH /api/hub/batches/{batchId}/': {
      table: stockBatches,
      id: planned,
      send: json('PATCH', batch(planned), { quantity: 9 }),
    },
    'DELETE /api/hub/batches/{batchId}/': {
      table: stockBatches,
      id: plannedToDelete,
      send: (version) => call('DELETE', `${batch(plannedToDelete)}?version=${version}`, ops),
    },
    'POST /api/hub/batches/{batchId}/receive/': {
      table: stockBatches,
      id: plannedToReceive,
      send: json('POST', batch(plannedToReceive, 'receive/'), { quantityReceived: 8 }),
    },
    'POST /api/hub/batches/{batchId}/approve/': {
      table: stockBatches,
      id: inwarded,
      send: json('POST', batch(inwarded, 'approve/')),
    },
    'POST /api/hub/batches/{batchId}/reject/': {
      table: stockBatches,
      id: inwarded,
      send: json('POST', batch(inwarded, 'reject/'), { reason: 'Damp packs' }),
    },
    'PUT /api/hub/batches/{batchId}/receipt-photo/': {
      table: stockBatches,
      id: inwarded,
      send: form(batch(inwarded, 'receipt-photo/'), await jpeg(1200, 900)),
    },
    'POST /api/hub/batches/{batchId}/corrections/': {
      table: stockBatches,
      id: approved,
      send: json('POST', batch(approved, 'corrections/'), { reason: 'damaged', units: 1 }),
    },
    'POST /api/hub/batches/{batchId}/write-off/': {
      table: stockBatches,
      id: approved,
      send: json('POST', batch(approved, 'write-off/'), { reason: 'damaged' }),
    },
    'POST /api/hub/batches/{batchId}/recall/': {
      table: stockBatches,
      id: approved,
      send: json('POST', batch(approved, 'recall/'), { reason: 'Insects in the pack' }),
    },
    'PATCH /api/hub/makers/{makerId}/': {
      table: makers,
      id: amma,
      send: json('PATCH', maker(amma), { leadTimeHours: 30 }),
    },
    'POST /api/hub/makers/{makerId}/owner/': {
      table: makers,
      id: amma,
      send: json('POST', maker(amma, 'owner/'), { mobile: newOwner.user.mobile }),
    },
    'POST /api/hub/makers/{makerId}/suspend/': {
      table: makers,
      id: ghani,
      send: json('POST', maker(ghani, 'suspend/'), { reason: 'Food safety check' }),
    },
    'POST /api/hub/makers/{makerId}/reinstate/': {
      table: makers,
      id: pending,
      send: json('POST', maker(pending, 'reinstate/')),
    },
    'PUT /api/hub/makers/{makerId}/profile-image/': {
      table: makers,
      id: amma,
      send: form(maker(amma, 'profile-image/'), await jpeg(800, 800)),
    },
    'PATCH /api/hub/products/{productId}/': {
      table: products,
      id: ragi,
      send: json('PATCH', product(ragi), { storage: 'In the fridge, for three days.' }),
    },
    'POST /api/hub/products/{productId}/submit/': {
      table: products,
      id: draft,
      send: json('POST', product(draft, 'submit/')),
    },
    'POST /api/hub/products/{productId}/approve/': {
      table: products,
      id: submitted,
      send: json('POST', product(submitted, 'approve/')),
    },
    'POST /api/hub/products/{productId}/reject/': {
      table: products,
      id: submitted,
      send: json('POST', product(submitted, 'reject/'), { reason: 'Photos are blurry' }),
    },
    'PUT /api/hub/products/{productId}/photos/{slot}/': {
      table: products,
      id: ragi,
      send: form(product(ragi, 'photos/main/'), await jpeg(1200, 1200)),
    },
    'PUT /api/hub/products/{productId}/lab-report/': {
      table: products,
      id: ragi,
      send: form(product(ragi, 'lab-report/'), await labReport()),
    },
    'PUT /api/hub/customers/{userId}/pod/': {
      table: users,
      id: customer.user.id,
      send: json('PUT', `/api/hub/customers/${customer.user.id}/pod/`, {
        isPodAllowed: false,
        reason: 'Refused at the door twice',
      }),
    },
    'PATCH /api/hub/discount-codes/{codeId}/': {
      table: discountCodes,
      id: codeId,
      send: json('PATCH', `/api/hub/discount-codes/${codeId}/`, { totalUses: 5 }),
    },
    'PATCH /api/hub/banners/{bannerId}/': {
      table: banners,
      id: banner!.id,
      send: json('PATCH', `/api/hub/banners/${banner!.id}/`, { sortOrder: 3 }),
    },
    'PUT /api/hub/banners/{bannerId}/pictures/{size}/': {
      table: banners,
      id: banner!.id,
      send: form(`/api/hub/banners/${banner!.id}/pictures/all/`, await jpeg(2400, 800)),
    },
    'PATCH /api/hub/collections/{collectionId}/': {
      table: collections,
      id: catalogue.collections.breakfast,
      send: json('PATCH', `/api/hub/collections/${catalogue.collections.breakfast}/`, {
        sortOrder: 4,
      }),
    },
    'PUT /api/hub/collections/{collectionId}/tile/': {
      table: collections,
      id: catalogue.collections.breakfast,
      send: form(
        `/api/hub/collections/${catalogue.collections.breakfast}/tile/`,
        await jpeg(1200, 1200),
      ),
    },
    'PATCH /api/hub/service-areas/{areaId}/': {
      table: serviceAreas,
      id: area!.id,
      send: json('PATCH', `/api/hub/service-areas/${area!.id}/`, { outline: area!.outline }),
    },
    'PATCH /api/hub/known-locations/{locationId}/': {
      table: knownLocations,
      id: location!.id,
      send: json('PATCH', `/api/hub/known-locations/${location!.id}/`, {
        name: 'Greenwood Towers',
      }),
    },
  };
}

const rowOf = async (table: Table, id: number) =>
  (await db().execute(sql`SELECT * FROM ${table} WHERE id = ${id}`)).rows[0] as Json | undefined;
const auditCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(hubAuditLog)
  )[0]!.n;

describe('every versioned hub write route, from the API document', () => {
  it('answers a stale version with 409 STALE_VERSION and changes nothing', async () => {
    const requests = await staleRequests();
    const versioned = hubWrites()
      .filter((write) => write.versioned)
      .map((write) => write.name);
    // A new versioned route must come with its stale request here (or a test above).
    expect(versioned.filter((name) => !(name in requests) && !WALKED_ABOVE.includes(name))).toEqual(
      [],
    );
    expect([...Object.keys(requests), ...WALKED_ABOVE].sort()).toEqual([...versioned].sort());

    const wrong: Json[] = [];
    for (const [name, request] of Object.entries(requests)) {
      const shown = (await rowOf(request.table, request.id))!.version as number;
      // A colleague saves first: the row moves on from the version this screen showed.
      await db().execute(
        sql`UPDATE ${request.table} SET version = version + 1 WHERE id = ${request.id}`,
      );
      const before = await rowOf(request.table, request.id);
      const audited = await auditCount();
      const res = await request.send(shown);
      const after = await rowOf(request.table, request.id);
      const answer = res.json<Json>();
      const changed = JSON.stringify(after) !== JSON.stringify(before);
      const newHistory = (await auditCount()) !== audited;
      if (
        res.statusCode !== 409 ||
        answer.code !== STALE.code ||
        answer.detail !== STALE.detail ||
        changed ||
        newHistory
      )
        wrong.push({ name, status: res.statusCode, answer, changed, newHistory });
    }
    expect(wrong).toEqual([]);
  });
});
