import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import { ticketImages, tickets } from '../../db/schema/support';
import { createTestLogin } from '../../http/auth-testing';
import { sweepStaleDrafts } from './draft-sweeper';
import { sweepLeftUploads } from '../../media/received-files';
import { DiskShelf } from '../../providers/media-store/disk-media-store';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../test/harness';
import { expectMoneyLedgerBalanced } from '../../test/money-ledger';
import { multipart, type FilePart } from '../../test/multipart';
import { placeTestOrder, roomForOrders } from '../../test/order-fixtures';

const privateDir = mkdtempSync(path.join(tmpdir(), 'mp-private-'));
let shop: TestShop;
let catalogue: Catalogue;
beforeAll(async () => {
  shop = await openTestShop({ env: { PRIVATE_UPLOAD_DIR: privateDir } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
afterAll(async () => shop.close());
afterEach(() => expectMoneyLedgerBalanced(shop.database.db));

const db = () => shop.database.db;
type Login = Awaited<ReturnType<typeof createTestLogin>>;

/** An order of two units of `productId` (curd by default), delivered unless `status` says; answers its id and item. */
async function deliveredOrder(customer: Login, productId = catalogue.products.curd, status = 70) {
  const placed = await placeTestOrder(db(), {
    userId: customer.user.id,
    status,
    placedAt: new Date(shop.clock.now().getTime() - 86_400_000),
    lines: [{ productId, quantity: 2, slotId: catalogue.slots.evening }],
  });
  const orderId = placed.orderIds[0]!;
  const [item] = await db()
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { orderId, curdItem: item!.id, paymentId: placed.paymentId };
}

const report = (login: Login, fields: Record<string, string>, files: FilePart[] = []) => {
  const body = multipart(fields, files);
  return shop.app.inject({
    method: 'POST',
    url: '/api/orders/report-issue/',
    headers: { ...login.headers, ...body.headers },
    payload: body.payload,
  });
};
const get = (login: Login | undefined, url: string) =>
  shop.app.inject({ method: 'GET', url, ...(login ? { headers: login.headers } : {}) });

/** A phone photo: JPEG with the camera's GPS position and make in its EXIF. */
async function phonePhoto(width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: '#b5651d' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    })
    .toBuffer();
}
const jpeg = async (name = 'curd.jpg') => ({
  filename: name,
  type: 'image/jpeg',
  bytes: await phonePhoto(),
});

const storedFiles = () =>
  readdirSync(privateDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;
const ticketCount = async () => (await db().select({ id: tickets.id }).from(tickets)).length;

describe('reporting an issue with an order', () => {
  it('lists the order items for the form, with whether each can be replaced', async () => {
    const asha = await createTestLogin(db());
    const order = await deliveredOrder(asha, catalogue.products.ghee);
    const items = `/api/support/orders/${order.orderId}/issue-items/`;
    const res = await get(asha, items);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        id: order.curdItem,
        orderId: order.orderId,
        name: expect.stringContaining('Ghee'),
        price: expect.any(Number),
        quantity: 2,
        productId: catalogue.products.ghee,
        productIsActive: true,
        productStatus: 20,
        sellerStoreName: expect.any(String),
      },
    ]);
    expect((await get(await createTestLogin(db()), items)).statusCode).toBe(404);

    // A product no longer sold cannot be sent again: REPLACEMENT is refused, DISCOUNT is not.
    const setActive = (isActive: boolean) =>
      db().update(products).set({ isActive }).where(eq(products.id, catalogue.products.ghee));
    await setActive(false);
    try {
      expect((await get(asha, items)).json()[0].productIsActive).toBe(false);
      const fields = {
        type: 'PRODUCT_PACKAGING',
        order: String(order.orderId),
        orderItem: String(order.curdItem),
        description: 'The jar leaked',
      };
      const refused = await report(asha, { ...fields, resolutionType: 'REPLACEMENT' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'NOT_REPLACEABLE' });
      expect((await report(asha, { ...fields, resolutionType: 'DISCOUNT' })).statusCode).toBe(201);
    } finally {
      await setActive(true);
    }
  });

  it('lists every delivered item of the purchase, whichever of its orders the link names', async () => {
    // One checkout, one order per maker: Amma's curd (cancelled later) and Ghani's ghee and oil.
    const asha = await createTestLogin(db());
    const placed = await placeTestOrder(db(), {
      userId: asha.user.id,
      status: 70,
      placedAt: new Date(shop.clock.now().getTime() - 86_400_000),
      lines: [
        { productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening },
        { productId: catalogue.products.ghee, quantity: 1, slotId: catalogue.slots.evening },
      ],
    });
    const [curdOrder, gheeOrder] = placed.orderIds as [number, number];
    await db().update(orders).set({ status: 90 }).where(eq(orders.id, curdOrder));

    const listed = await get(asha, `/api/support/orders/${curdOrder}/issue-items/`);
    expect(listed.statusCode, listed.body).toBe(200);
    const items = listed.json() as { id: number; orderId: number; name: string }[];
    expect(items.map((item) => [item.name, item.orderId])).toEqual([
      [expect.stringContaining('Ghee'), gheeOrder],
    ]);
    // The same list from the other order's link.
    expect((await get(asha, `/api/support/orders/${gheeOrder}/issue-items/`)).json()).toEqual(
      items,
    );
    const sent = await report(asha, {
      type: 'PRODUCT_QUALITY',
      order: String(items[0]!.orderId),
      orderItem: String(items[0]!.id),
      description: 'Smells burnt',
      resolutionType: 'DISCOUNT',
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('keeps a damaged-item draft with its photo, stripped of metadata, then confirms it', async () => {
    const asha = await createTestLogin(db());
    const order = await deliveredOrder(asha);
    const before = storedFiles();
    const res = await report(
      asha,
      {
        type: 'PRODUCT_PACKAGING',
        order: String(order.orderId),
        orderItem: String(order.curdItem),
        description: 'The curd cup arrived cracked',
        resolutionType: 'REPLACEMENT',
        isDraft: 'true',
      },
      [await jpeg('IMG_2041.HEIC')],
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(storedFiles()).toBe(before + 1);

    const draft = await get(asha, `/api/support/tickets/${id}/`);
    expect(draft.json()).toMatchObject({
      id,
      type: 'PRODUCT_PACKAGING',
      orderId: order.orderId,
      orderItem: { id: order.curdItem },
      quantity: 2,
      resolutionType: 'REPLACEMENT',
      isDraft: true,
      confirmedAt: null,
      images: [{ url: expect.stringMatching(`^/api/support/tickets/${id}/images/\\d+$`) }],
    });

    const photoUrl = draft.json().images[0].url as string;
    const photo = await get(asha, photoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('no-store');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect(photo.rawPayload.includes('PhoneMaker')).toBe(false);

    const confirmed = await shop.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${id}/confirm/`,
      headers: asha.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, isDraft: false, status: 'open' });
    expect(confirmed.json().confirmedAt).toEqual(expect.any(String));
    const again = await shop.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${id}/confirm/`,
      headers: asha.headers,
    });
    expect(again.json().confirmedAt).toBe(confirmed.json().confirmedAt);
  });

  it('shows a ticket and its photos to the owner and ops only', async () => {
    const asha = await createTestLogin(db());
    const order = await deliveredOrder(asha);
    const res = await report(asha, { type: 'ORDER_NOT_DELIVERED', order: String(order.orderId) }, [
      await jpeg(),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const ticket = (await get(asha, `/api/support/tickets/${id}/`)).json();
    const photoUrl = ticket.images[0].url as string;

    const ravi = await createTestLogin(db());
    expect((await get(ravi, `/api/support/tickets/${id}/`)).statusCode).toBe(404);
    expect((await get(ravi, photoUrl)).statusCode).toBe(404);
    const steal = await shop.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${id}/confirm/`,
      headers: ravi.headers,
    });
    expect(steal.statusCode).toBe(404);
    expect((await get(undefined, photoUrl)).statusCode).toBe(401);

    const ops = await createTestLogin(db(), { roles: ['ops'] });
    expect((await get(ops, `/api/support/tickets/${id}/`)).json()).toMatchObject({ id });
    expect((await get(ops, photoUrl)).statusCode).toBe(200);

    // Another customer's order, or an item of another order, is not found.
    const theirs = await report(ravi, {
      type: 'ORDER_NOT_DELIVERED',
      order: String(order.orderId),
    });
    expect(theirs.statusCode).toBe(404);
    const ravisOrder = await deliveredOrder(ravi);
    const mixed = await report(asha, {
      type: 'MISSING_ITEMS',
      order: String(order.orderId),
      orderItem: String(ravisOrder.curdItem),
      description: 'Not in the bag',
      resolutionType: 'NOTHING',
    });
    expect(mixed.statusCode).toBe(404);
  });

  it('refuses item problems before delivery and anything about a cancelled order', async () => {
    const asha = await createTestLogin(db());
    const onItsWay = await deliveredOrder(asha, catalogue.products.curd, 60);
    const damaged = (orderId: number, orderItem: number) =>
      report(asha, {
        type: 'PRODUCT_QUALITY',
        order: String(orderId),
        orderItem: String(orderItem),
        description: 'Sour and watery',
        resolutionType: 'DISCOUNT',
      });
    const count = await ticketCount();
    const early = await damaged(onItsWay.orderId, onItsWay.curdItem);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'ISSUE_NOT_FOR_ORDER',
      detail: 'A problem with an item can be reported once the order has been delivered.',
    });
    // An order out for delivery that never came can be reported.
    const late = await report(asha, {
      type: 'ORDER_NOT_DELIVERED',
      order: String(onItsWay.orderId),
    });
    expect(late.statusCode).toBe(201);

    const cancelled = await deliveredOrder(asha, catalogue.products.curd, 90);
    const refused = await damaged(cancelled.orderId, cancelled.curdItem);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('This order was cancelled');
    expect(
      (await report(asha, { type: 'ORDER_NOT_DELIVERED', order: String(cancelled.orderId) }))
        .statusCode,
    ).toBe(409);
    expect(await ticketCount()).toBe(count + 1);
  });

  it('takes a general issue without an order', async () => {
    const asha = await createTestLogin(db());
    const res = await report(asha, {
      type: 'SUGGESTION',
      description: 'Please stock kokum',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await get(asha, `/api/support/tickets/${res.json().id}/`)).json()).toMatchObject({
      orderId: null,
      orderItem: null,
      resolutionType: null,
      isDraft: false,
    });
  });
});

describe('what a report must hold', () => {
  it("answers the form's sentences and stores nothing", async () => {
    const asha = await createTestLogin(db());
    const order = await deliveredOrder(asha);
    const count = await ticketCount();
    const cases: [Record<string, string>, string][] = [
      [{ order: String(order.orderId) }, 'Please choose what went wrong'],
      [{ type: 'BROKEN', order: String(order.orderId) }, 'Please choose what went wrong'],
      [
        { type: 'PRODUCT_QUALITY', order: String(order.orderId), description: 'ok' },
        'Please add valid details',
      ],
      [
        {
          type: 'PRODUCT_QUALITY',
          order: String(order.orderId),
          description: 'Sour and watery',
          resolutionType: 'NOTHING',
        },
        'Please choose the item',
      ],
      [
        {
          type: 'PRODUCT_QUALITY',
          order: String(order.orderId),
          orderItem: String(order.curdItem),
          description: 'Sour and watery',
        },
        'Please choose a resolution',
      ],
      [{ type: 'SUGGESTION', order: String(order.orderId), description: 'More' }, 'Please choose'],
      [{ type: 'SUGGESTION', description: 'Kokum\u0000' }, 'Details'],
      [{ type: 'SUGGESTION', description: 'Kokum please', isInternal: 'true' }, 'isInternal'],
    ];
    for (const [fields, sentence] of cases) {
      const res = await report(asha, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().detail).toContain(sentence);
    }
    expect(await ticketCount()).toBe(count);
  });

  it('needs a login and a multipart form', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/orders/report-issue/',
      ...multipart({ type: 'SUGGESTION', description: 'Kokum please' }),
    });
    expect(res.statusCode).toBe(401);
    const asha = await createTestLogin(db());
    const json = await shop.app.inject({
      method: 'POST',
      url: '/api/orders/report-issue/',
      headers: asha.headers,
      payload: { type: 'SUGGESTION', description: 'Kokum please' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('photos a ticket refuses, keeping nothing', () => {
  const fields = { type: 'SUGGESTION', description: 'A photo of the shelf' };

  async function refused(files: FilePart[], status: number, code: string) {
    const asha = await createTestLogin(db());
    const tickets = await ticketCount();
    const images = (await db().select({ id: ticketImages.id }).from(ticketImages)).length;
    const files_ = storedFiles();
    const res = await report(asha, fields, files);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code, detail: expect.any(String) });
    expect(await ticketCount()).toBe(tickets);
    expect((await db().select({ id: ticketImages.id }).from(ticketImages)).length).toBe(images);
    expect(storedFiles()).toBe(files_);
    return res.json<{ detail: string }>().detail;
  }

  it('refuses a file that is not a photo, whatever its name says', async () => {
    const text = { filename: 'curd.jpg', type: 'image/jpeg', bytes: Buffer.from('not a photo') };
    await refused([text], 415, 'IMAGE_TYPE_NOT_ALLOWED');
    const svg = {
      filename: 'curd.png',
      type: 'image/png',
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    };
    await refused([svg], 415, 'IMAGE_TYPE_NOT_ALLOWED');
    // One good photo does not carry a bad one through.
    await refused([await jpeg(), text], 415, 'IMAGE_TYPE_NOT_ALLOWED');
  });

  it('refuses a picture bomb: small file, enormous pixel count', async () => {
    const bomb = await sharp({
      create: { width: 9000, height: 9000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const detail = await refused(
      [{ filename: 'bomb.png', type: 'image/png', bytes: bomb }],
      413,
      'IMAGE_TOO_LARGE',
    );
    expect(detail).toContain('too large');
  });

  it('refuses a photo of more pixels than a phone takes, and keeps one of 25 megapixels', async () => {
    const png = (side: number) =>
      sharp({ create: { width: side, height: side, channels: 3, background: '#c96' } })
        .png()
        .toBuffer();
    // A 49-megapixel PNG of a few kB (issue 28's load was twelve customers sending five each).
    const detail = await refused(
      [{ filename: 'huge.png', type: 'image/png', bytes: await png(7000) }],
      413,
      'IMAGE_TOO_LARGE',
    );
    expect(detail).toBe('A photo is too large in size to process. Please send a smaller photo.');
    const files = storedFiles();
    const res = await report(await createTestLogin(db()), fields, [
      { filename: 'phone.png', type: 'image/png', bytes: await png(5000) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    // The photo kept, scaled down; the upload as received is not.
    expect(storedFiles()).toBe(files + 1);
    const [image] = await db()
      .select()
      .from(ticketImages)
      .where(eq(ticketImages.ticketId, res.json<{ id: number }>().id));
    expect(image).toMatchObject({ width: 2000, height: 2000 });
  });

  it('refuses a photo over 8 MB and a sixth photo with 413', async () => {
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(8 * 1024 * 1024)]);
    const detail = await refused(
      [{ filename: 'big.jpg', type: 'image/jpeg', bytes: big }],
      413,
      'IMAGE_TOO_LARGE',
    );
    expect(detail).toBe('Each photo can be at most 8 MB.');
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => jpeg(`${n}.jpg`)));
    expect(await refused(six, 413, 'TOO_MANY_IMAGES')).toBe('You can add at most 5 photos.');
  });

  it('refuses photos sent under another field name', async () => {
    await refused([{ ...(await jpeg()), name: 'avatar' }], 400, 'VALIDATION_FAILED');
  });
});

describe('ops resolve tickets', () => {
  const resolve = (login: Login, id: number, outcome = 'DISCOUNT') =>
    shop.app.inject({
      method: 'POST',
      url: `/api/hub/tickets/${id}/resolve/`,
      headers: login.headers,
      payload: { version: 1, outcome, note: 'Sorry about the curd.' },
    });
  const creditOf = async (login: Login) =>
    (await get(login, '/api/orders/credit/')).json<{ amount: number }>().amount;

  it('lists confirmed tickets, and a DISCOUNT resolution becomes credit once', async () => {
    const asha = await createTestLogin(db(), { firstName: 'Asha' });
    const order = await deliveredOrder(asha);
    const draft = await report(asha, {
      type: 'PRODUCT_QUALITY',
      order: String(order.orderId),
      orderItem: String(order.curdItem),
      quantity: '1',
      description: 'Sour and watery',
      resolutionType: 'DISCOUNT',
      isDraft: 'true',
    });
    const { id } = draft.json<{ id: number }>();
    const ops = await createTestLogin(db(), { roles: ['ops'] });

    // A draft is the customer's until confirmed: not listed, not resolvable.
    const open = () => get(ops, '/api/hub/tickets/?status=open');
    expect((await open()).json().tickets.map((t: { id: number }) => t.id)).not.toContain(id);
    expect((await resolve(ops, id)).statusCode).toBe(409);

    await shop.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${id}/confirm/`,
      headers: asha.headers,
    });
    expect((await open()).json().tickets).toContainEqual(
      expect.objectContaining({
        id,
        firstName: 'Asha',
        mobile: asha.user.mobile,
        type: 'PRODUCT_QUALITY',
        orderItemName: 'Thick Curd',
        quantity: 1,
        resolutionType: 'DISCOUNT',
        status: 'open',
        imageCount: 0,
        // The order as the customer's confirmation names it; its id is the hub page's key.
        order: expect.objectContaining({ id: order.orderId, number: `#${order.paymentId}` }),
      }),
    );
    expect((await resolve(asha, id)).statusCode).toBe(403);
    expect((await get(asha, '/api/hub/tickets/')).statusCode).toBe(403);

    const [curd] = await db()
      .select({ pricePaise: products.pricePaise })
      .from(products)
      .where(eq(products.id, catalogue.products.curd));
    expect(await creditOf(asha)).toBe(0);
    const resolved = await resolve(ops, id);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      ticket: { id, status: 'resolved' },
      creditAmount: curd!.pricePaise / 100,
    });
    expect(await creditOf(asha)).toBe(curd!.pricePaise / 100);

    const again = await resolve(ops, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'TICKET_ALREADY_RESOLVED',
      detail: 'This ticket is already resolved.',
    });
    expect(await creditOf(asha)).toBe(curd!.pricePaise / 100);
    expect((await resolve(ops, 999_999)).statusCode).toBe(404);
  });

  it('a NOTHING resolution gives no credit, whatever the customer asked for', async () => {
    const ravi = await createTestLogin(db());
    const order = await deliveredOrder(ravi);
    const res = await report(ravi, {
      type: 'PRODUCT_PACKAGING',
      order: String(order.orderId),
      orderItem: String(order.curdItem),
      description: 'Lid cracked',
      resolutionType: 'DISCOUNT',
    });
    const ops = await createTestLogin(db(), { roles: ['ops'] });
    const resolved = await resolve(ops, res.json().id, 'NOTHING');
    expect(resolved.json()).toMatchObject({ creditAmount: 0 });
    expect(await creditOf(ravi)).toBe(0);
  });
});

describe('the ticket queue', () => {
  it('shows each confirmed ticket with its photos, order, item and the customer history', async () => {
    const asha = await createTestLogin(db(), { firstName: 'Asha' });
    const order = await deliveredOrder(asha);
    await deliveredOrder(asha);
    await report(asha, { type: 'SUGGESTION', description: 'More millets' });
    const draft = await report(asha, {
      type: 'SUGGESTION',
      description: 'Unsent',
      isDraft: 'true',
    });
    const sent = await report(
      asha,
      {
        type: 'PRODUCT_QUALITY',
        order: String(order.orderId),
        orderItem: String(order.curdItem),
        quantity: '1',
        description: 'Sour',
        resolutionType: 'DISCOUNT',
      },
      [await jpeg('one.jpg'), await jpeg('two.jpg')],
    );
    const id = sent.json<{ id: number }>().id;
    const ops = await createTestLogin(db(), { roles: ['ops'] });

    const queued = await get(ops, `/api/hub/tickets/${id}/`);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.headers['cache-control']).toContain('no-store');
    const ticket = queued.json();
    expect(ticket).toMatchObject({
      id,
      status: 'open',
      resolutionType: 'DISCOUNT',
      imageCount: 2,
      order: { id: order.orderId, status: 70 },
      item: { id: order.curdItem, name: 'Thick Curd', quantity: 2, credited: 0 },
      customer: { id: asha.user.id, firstName: 'Asha', orders: 2, tickets: 2, credit: 0 },
    });
    // The photos are private: ops and the owner see them, another customer hears 404.
    expect(ticket.photos).toHaveLength(2);
    const photo = ticket.photos[0].url as string;
    expect(photo).toMatch(/^\/api\/support\/tickets\//);
    expect((await get(ops, photo)).statusCode).toBe(200);
    expect((await get(asha, photo)).statusCode).toBe(200);
    expect((await get(await createTestLogin(db()), photo)).statusCode).toBe(404);

    // The list holds the same row; a draft is in neither.
    const list = (await get(ops, '/api/hub/tickets/?status=open')).json();
    expect(list.tickets.find((row: { id: number }) => row.id === id)).toEqual(ticket);
    expect((await get(ops, `/api/hub/tickets/${draft.json().id}/`)).statusCode).toBe(404);
    expect(list.tickets.map((row: { id: number }) => row.id)).not.toContain(draft.json().id);
    // Once its customer confirms it, it is in the queue.
    await shop.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${draft.json().id}/confirm/`,
      headers: asha.headers,
    });
    expect((await get(ops, `/api/hub/tickets/${draft.json().id}/`)).statusCode).toBe(200);
  });

  it('pages by id, newest first, and filters by state', async () => {
    const ravi = await createTestLogin(db());
    const ids: number[] = [];
    for (let n = 0; n < 3; n++)
      ids.push((await report(ravi, { type: 'SUGGESTION', description: `Idea ${n}` })).json().id);
    const ops = await createTestLogin(db(), { roles: ['ops'] });
    const first = (await get(ops, '/api/hub/tickets/?status=open')).json();
    expect(first.tickets[0].id).toBe(ids[2]);
    const older = (await get(ops, `/api/hub/tickets/?status=open&before=${ids[2]}`)).json();
    expect(older.tickets[0].id).toBe(ids[1]);
    const resolved = (await get(ops, '/api/hub/tickets/?status=resolved')).json();
    expect(resolved.tickets.map((row: { id: number }) => row.id)).not.toContain(ids[0]);
  });

  it('answers sellers and customers 403, and nobody logged out 401', async () => {
    const seller = await createTestLogin(db(), { roles: ['seller'] });
    const customer = await createTestLogin(db());
    for (const url of ['/api/hub/tickets/', '/api/hub/tickets/1/']) {
      expect((await get(seller, url)).statusCode).toBe(403);
      expect((await get(customer, url)).statusCode).toBe(403);
      expect((await get(undefined, url)).statusCode).toBe(401);
    }
  });
});

describe('credit for an item', () => {
  const resolve = async (id: number) => {
    const ops = await createTestLogin(db(), { roles: ['ops'] });
    const res = await shop.app.inject({
      method: 'POST',
      url: `/api/hub/tickets/${id}/resolve/`,
      headers: ops.headers,
      payload: { version: 1, outcome: 'DISCOUNT', note: 'Credit for the stale packs.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ creditAmount: number }>().creditAmount;
  };
  const creditOf = async (login: Login) =>
    (await get(login, '/api/orders/credit/')).json<{ amount: number }>().amount;
  /** A delivered order of `quantity` units at ₹190 each, with `discountPaise` off by a code. */
  async function orderAt190(
    customer: Login,
    productId: number,
    quantity: number,
    discountPaise = 0,
  ) {
    await db().update(products).set({ pricePaise: 19_000 }).where(eq(products.id, productId));
    const placed = await placeTestOrder(db(), {
      userId: customer.user.id,
      status: 70,
      placedAt: new Date(shop.clock.now().getTime() - 86_400_000),
      discountPaise,
      lines: [{ productId, quantity, slotId: catalogue.slots.evening }],
    });
    const orderId = placed.orderIds[0]!;
    const [item] = await db()
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    return { orderId, itemId: item!.id };
  }
  const discountTicket = async (
    customer: Login,
    order: { orderId: number; itemId: number },
    quantity: number,
  ) => {
    const res = await report(customer, {
      type: 'PRODUCT_QUALITY',
      order: String(order.orderId),
      orderItem: String(order.itemId),
      quantity: String(quantity),
      description: 'Stale',
      resolutionType: 'DISCOUNT',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };

  it('three tickets about one 2 x ₹190 line give ₹380 in all, never more', async () => {
    const asha = await createTestLogin(db());
    const order = await orderAt190(asha, catalogue.products.fillers[0]!, 2);
    const tickets = [
      await discountTicket(asha, order, 2),
      await discountTicket(asha, order, 1),
      await discountTicket(asha, order, 2),
    ];
    const credits = [];
    for (const id of tickets) credits.push(await resolve(id));
    expect(credits).toEqual([380, 0, 0]);
    expect(await creditOf(asha)).toBe(380);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, order.itemId));
    expect(line!.creditedPaise).toBe(38_000);
  });

  it('one unit at a time adds up to the line, then stops', async () => {
    const ravi = await createTestLogin(db());
    const order = await orderAt190(ravi, catalogue.products.fillers[1]!, 2);
    const credits = [];
    for (let n = 0; n < 3; n++) credits.push(await resolve(await discountTicket(ravi, order, 1)));
    expect(credits).toEqual([190, 190, 0]);
    expect(await creditOf(ravi)).toBe(380);
  });

  it('is what was paid after the code: a quarter off pays back three quarters, ₹0 earns nothing', async () => {
    const meena = await createTestLogin(db());
    const quarterOff = await orderAt190(meena, catalogue.products.fillers[2]!, 2, 9_500);
    expect(await resolve(await discountTicket(meena, quarterOff, 1))).toBe(142.5);
    expect(await resolve(await discountTicket(meena, quarterOff, 2))).toBe(142.5);
    expect(await creditOf(meena)).toBe(285);

    // 5 x ₹190 bought with FREEMEAL for ₹0.
    const free = await orderAt190(meena, catalogue.products.fillers[3]!, 5, 95_000);
    expect(await resolve(await discountTicket(meena, free, 5))).toBe(0);
    expect(await creditOf(meena)).toBe(285);
  });

  it('the database refuses a line credited past its worth', async () => {
    const kiran = await createTestLogin(db());
    const order = await orderAt190(kiran, catalogue.products.fillers[4]!, 1);
    await expect(
      db().update(orderItems).set({ creditedPaise: 19_001 }).where(eq(orderItems.id, order.itemId)),
    ).rejects.toThrow();
  });
});

describe('how often one customer may report', () => {
  const suggestion = { type: 'SUGGESTION', description: 'Kokum sherbet, please' };

  it('takes 20 reports an hour, then answers 429 with when to come back', async () => {
    const ravi = await createTestLogin(db());
    const count = await ticketCount();
    for (let sent = 0; sent < 20; sent++)
      expect((await report(ravi, suggestion)).statusCode).toBe(201);
    const refused = await report(ravi, suggestion);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      detail: 'You have sent many reports in the last hour. Please try again in 60 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await ticketCount()).toBe(count + 20);
    // Someone else is not held back, and the customer is welcome again an hour later.
    expect((await report(await createTestLogin(db()), suggestion)).statusCode).toBe(201);
    shop.clock.advance(3_600_000);
    expect((await report(ravi, suggestion)).statusCode).toBe(201);
  });

  it('reads one report at a time from a customer', async () => {
    const meena = await createTestLogin(db());
    const photo = await jpeg();
    const both = await Promise.all([
      report(meena, suggestion, [photo, photo, photo]),
      report(meena, suggestion),
    ]);
    // Whichever the server reads first is taken; the other, sent meanwhile, is refused.
    const [taken, refused] = [...both].sort((a, b) => a.statusCode - b.statusCode);
    expect(taken!.statusCode).toBe(201);
    expect(refused!.statusCode).toBe(429);
    expect(refused!.json().detail).toBe(
      'Your last report is still being sent. Please wait for it to finish.',
    );
    expect((await report(meena, suggestion)).statusCode).toBe(201);
  });
});

describe('drafts nobody confirms', () => {
  it('uploads a stopped server left behind go after an hour; newer ones stay', async () => {
    const incoming = path.join(privateDir, 'incoming');
    mkdirSync(incoming, { recursive: true });
    const now = new Date();
    const left = path.join(incoming, 'left-by-a-crash');
    const recent = path.join(incoming, 'being-read');
    for (const file of [left, recent]) writeFileSync(file, 'photo bytes');
    utimesSync(
      left,
      new Date(now.getTime() - 2 * 3_600_000),
      new Date(now.getTime() - 2 * 3_600_000),
    );
    expect(await sweepLeftUploads(privateDir, now)).toBe(1);
    expect(readdirSync(incoming)).toEqual(['being-read']);
    expect(await sweepLeftUploads(privateDir, new Date(now.getTime() + 2 * 3_600_000))).toBe(1);
    expect(readdirSync(incoming)).toEqual([]);
  });

  it('go a day after they were written, with their photos; confirmed tickets and newer drafts stay', async () => {
    const asha = await createTestLogin(db());
    const draft = { type: 'SUGGESTION', description: 'Jackfruit chips', isDraft: 'true' };
    const stale = await report(asha, draft, [await jpeg()]);
    const confirmed = await report(asha, { ...draft, isDraft: 'false' }, [await jpeg()]);
    shop.clock.advance(2 * 3_600_000);
    const recent = await report(asha, draft, [await jpeg()]);
    const [staleId, confirmedId, recentId] = [stale, confirmed, recent].map(
      (res) => res.json<{ id: number }>().id,
    );
    const files = storedFiles();
    const tickets = await ticketCount();

    // 25 hours after the first two: the stale draft is past its day, the recent one is not.
    const removed = await sweepStaleDrafts(
      db(),
      new DiskShelf(privateDir),
      new Date(shop.clock.now().getTime() + 23 * 3_600_000),
    );
    expect(removed).toBe(1);
    expect(await ticketCount()).toBe(tickets - 1);
    expect(storedFiles()).toBe(files - 1);
    expect((await get(asha, `/api/support/tickets/${staleId}/`)).statusCode).toBe(404);
    for (const id of [confirmedId, recentId])
      expect((await get(asha, `/api/support/tickets/${id}/`)).statusCode).toBe(200);
    expect(
      await db().select().from(ticketImages).where(eq(ticketImages.ticketId, staleId!)),
    ).toEqual([]);
  });
});
