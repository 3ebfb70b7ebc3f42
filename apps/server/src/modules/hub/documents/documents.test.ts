import { setTimeout as sleep } from 'node:timers/promises';
import decodeQR from 'qr/decode.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickListSchema } from '@makers-pantry/domain/hub-documents';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { makers, stockBatches } from '../../../db/schema/catalog';
import { deliverySlots } from '../../../db/schema/delivery';
import { orders } from '../../../db/schema/orders';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { placeTestOrder, roomForOrders, TEST_ADDRESS } from '../../../test/order-fixtures';
import { overlapping, pdfDrawnText, pdfPages } from '../../../test/pdf-text';
import { documentMaker } from './document-maker';
import { orderQrModules } from './order-qr';

let shop: TestShop;
let catalogue: Catalogue;
let ops: Awaited<ReturnType<typeof createTestLogin>>;
let seller: Awaited<ReturnType<typeof createTestLogin>>;
let customer: Awaited<ReturnType<typeof createTestLogin>>;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
  seller = await createTestLogin(shop.database.db, { roles: ['seller'] }, shop.clock.now());
  await shop.database.db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.ghani));
  customer = await createTestLogin(shop.database.db, {}, shop.clock.now());
});
afterAll(async () => shop.close());

const db = () => shop.database.db;
const get = (url: string, headers: Record<string, string> = ops.headers) =>
  shop.app.inject({ method: 'GET', url, headers });

async function newSlot(date: string) {
  const [slot] = await db()
    .insert(deliverySlots)
    .values({
      date,
      startAt: new Date(`${date}T18:00:00+05:30`),
      endAt: new Date(`${date}T20:00:00+05:30`),
      type: 10,
      capacity: 10_000,
      cutoffAt: new Date(`${date}T12:00:00+05:30`),
    })
    .returning({ id: deliverySlots.id });
  return slot!.id;
}

const place = (
  slotId: number,
  lines: { productId: number; quantity: number }[],
  extra: Partial<Parameters<typeof placeTestOrder>[1]> = {},
) =>
  placeTestOrder(db(), {
    userId: customer.user.id,
    placedAt: shop.clock.now(),
    lines: lines.map((line) => ({ ...line, slotId })),
    ...extra,
  });

async function pdfOf(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toContain('no-store');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfPages(res.rawPayload);
}

describe('the pick list', () => {
  it('lists per maker the units to pick and the batches to take them from', async () => {
    const slot = await newSlot('2026-12-10');
    const chikki = catalogue.products.fillers[0]!;
    const batches = await db()
      .select({ id: stockBatches.id })
      .from(stockBatches)
      .where(eq(stockBatches.productId, chikki))
      .orderBy(stockBatches.id);
    // The first batch (5 units) goes first when the orders take stock; give both a best-before.
    await db()
      .update(stockBatches)
      .set({ bestBefore: '2026-12-20' })
      .where(eq(stockBatches.id, batches[0]!.id));
    await db()
      .update(stockBatches)
      .set({ bestBefore: '2027-01-15' })
      .where(eq(stockBatches.id, batches[1]!.id));
    const first = await place(slot, [{ productId: chikki, quantity: 4 }]);
    await place(slot, [
      { productId: chikki, quantity: 3 },
      { productId: catalogue.products.ghee, quantity: 2 },
    ]);
    const packed = await place(slot, [{ productId: catalogue.products.curd, quantity: 1 }]);
    await db()
      .update(orders)
      .set({ status: ORDER_STATUS.PACKED })
      .where(eq(orders.id, packed.orderIds[0]!));

    const res = await get(`/api/hub/orders/pick-list/?slot=${slot}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = pickListSchema.parse(res.json());
    expect(list.slot).toMatchObject({ id: slot, date: '2026-12-10' });
    expect(list.makers.map((maker) => [maker.storeName, maker.orders])).toEqual([
      ["Amma's Kitchen", 2],
      ['Ghani Oils', 1],
    ]);
    // The packed curd is picked already: not on the list.
    expect(list.makers[0]!.products).toEqual([
      {
        productId: chikki,
        name: 'Peanut Chikki Pack 1',
        packageSize: expect.any(Number),
        measurementUnit: expect.any(String),
        quantity: 7,
        orders: 2,
        batches: [
          { batchId: batches[0]!.id, bestBefore: '2026-12-20', status: 'approved', quantity: 5 },
          { batchId: batches[1]!.id, bestBefore: '2027-01-15', status: 'approved', quantity: 2 },
        ],
      },
    ]);
    expect(list.makers[1]!.products[0]).toMatchObject({ quantity: 2, orders: 1 });
    expect(first.orderIds).toHaveLength(1);

    const pages = await pdfOf(`/api/hub/documents/pick-list.pdf?slot=${slot}`);
    expect(pages[0]).toContain('Makers Pantry - Pick list');
    expect(pages[0]).toContain('10 Dec 2026, 6 PM to 8 PM');
    expect(pages[0]).toContain("Amma's Kitchen (2 orders)");
    expect(pages[0]).toContain('Peanut Chikki Pack 1');
    expect(pages[0]).toContain('7 in all, 2 orders');
    expect(pages[0]).toMatch(new RegExp(`5 #${batches[0]!.id} 2026-12-20`));
    expect(pages[0]).toMatch(new RegExp(`2 #${batches[1]!.id} 2027-01-15`));
    expect(pages[0]).toContain('Ghani Oils (1 order)');

    const ghaniOnly = await get(
      `/api/hub/orders/pick-list/?slot=${slot}&maker=${catalogue.makers.ghani}`,
    );
    expect(ghaniOnly.json().makers.map((maker: { storeName: string }) => maker.storeName)).toEqual([
      'Ghani Oils',
    ]);
  });

  it("gives a seller its own maker's pick list only, and no slips or manifest", async () => {
    const slot = await newSlot('2026-12-11');
    await place(slot, [{ productId: catalogue.products.ghee, quantity: 1 }]);
    await place(slot, [{ productId: catalogue.products.curd, quantity: 1 }]);
    const own = await get(`/api/hub/orders/pick-list/?slot=${slot}`, seller.headers);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().makers.map((maker: { storeName: string }) => maker.storeName)).toEqual([
      'Ghani Oils',
    ]);
    const other = await get(
      `/api/hub/orders/pick-list/?slot=${slot}&maker=${catalogue.makers.amma}`,
      seller.headers,
    );
    expect(other.statusCode).toBe(404);
    const pdf = await get(`/api/hub/documents/pick-list.pdf?slot=${slot}`, seller.headers);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfPages(pdf.rawPayload))[0]).not.toContain("Amma's Kitchen");
    for (const url of [
      `/api/hub/documents/packing-slips.pdf?slot=${slot}`,
      `/api/hub/documents/manifest.pdf?slot=${slot}`,
    ]) {
      expect((await get(url, seller.headers)).statusCode).toBe(403);
      expect((await get(url, customer.headers)).statusCode).toBe(403);
      expect((await get(url, {})).statusCode).toBe(401);
    }
    expect(
      (await get(`/api/hub/orders/pick-list/?slot=${slot}`, customer.headers)).statusCode,
    ).toBe(403);
    expect((await get('/api/hub/orders/pick-list/?slot=2000000000')).statusCode).toBe(404);
    expect((await get('/api/hub/orders/pick-list/')).statusCode).toBe(400);
  });
});

describe('packing slips and the manifest', () => {
  it("prints a slip per order: the customer's number, QR, address, items and the cash to collect", async () => {
    const slot = await newSlot('2026-12-12');
    const pod = await place(slot, [{ productId: catalogue.products.curd, quantity: 2 }], {
      method: PAYMENT_METHOD.POD,
    });
    const online = await place(slot, [{ productId: catalogue.products.ghee, quantity: 1 }], {
      address: { ...TEST_ADDRESS, name: 'ಆಶಾ Rao', doorNum: 'B-7' },
    });
    const pages = await pdfOf(`/api/hub/documents/packing-slips.pdf?slot=${slot}`);
    expect(pages).toHaveLength(2);
    const [podSlip, onlineSlip] = pages as [string, string];
    expect(podSlip).toContain(`Order #${pod.paymentId}`);
    expect(podSlip).toContain('12 Dec 2026, 6 PM to 8 PM');
    expect(podSlip).toContain("From Amma's Kitchen");
    expect(podSlip).toContain('Asha Rao, 9876500011');
    expect(podSlip).toContain('A-204, Prestige Lakeside Habitat');
    expect(podSlip).toContain('Varthur, BANGALORE 560087');
    expect(podSlip).toContain('2 Thick Curd');
    expect(podSlip).toContain('Collect cash: Rs. 90');
    expect(onlineSlip).toContain(`Order #${online.paymentId}`);
    expect(onlineSlip).toContain('ಆಶಾ Rao');
    expect(onlineSlip).toContain('Paid. Collect nothing.');

    const named = await pdfOf(
      `/api/hub/documents/packing-slips.pdf?slot=${slot}&orders=${online.orderIds[0]}`,
    );
    expect(named).toHaveLength(1);
    expect(named[0]).toContain(`Order #${online.paymentId}`);
  });

  it('prints no line over another: the title above the order number, the column heads above the items', async () => {
    const slot = await newSlot('2026-12-13');
    // Two makers, so two orders of one checkout: the number is the longer '#N-2' form.
    const placed = await place(slot, [
      { productId: catalogue.products.curd, quantity: 2 },
      { productId: catalogue.products.ghee, quantity: 1 },
    ]);
    const res = await get(`/api/hub/documents/packing-slips.pdf?slot=${slot}`);
    expect(res.statusCode, res.body).toBe(200);
    const drawn = await pdfDrawnText(res.rawPayload);
    expect(drawn.map((text) => text.text)).toContain(`Order #${placed.paymentId}-2`);
    expect(overlapping(drawn)).toEqual([]);
    for (const page of [1, 2]) {
      const on = drawn.filter((text) => text.page === page);
      const title = on.find((text) => text.text === 'Makers Pantry - Packing slip')!;
      const number = on.find((text) => text.text.startsWith('Order #'))!;
      // The title's descenders clear the number's capitals by a visible gap.
      expect(title.bottom - number.top).toBeGreaterThanOrEqual(2);
    }
  });

  it('prints Kannada and Hindi as typed, and wraps a long word inside the page', async () => {
    const slot = await newSlot('2026-12-14');
    const area = 'Kempegowdanagaraextension'.repeat(5).slice(0, 120);
    const placed = await place(slot, [{ productId: catalogue.products.curd, quantity: 1 }], {
      address: {
        ...TEST_ADDRESS,
        name: 'श्रीमती प्रिया शर्मा',
        doorNum: 'फ्लैट २०४',
        buildingDetails: 'ಶ್ರೀ ಕೃಷ್ಣ ಅಪಾರ್ಟ್‌ಮೆಂಟ್ಸ್',
        road: '೧೨ನೇ ಮುಖ್ಯ ರಸ್ತೆ, ಕ್ಷೇತ್ರ ಪ್ರಕಾಶ್ ಅರ್ಕ',
        area,
        city: 'ಬೆಂಗಳೂರು',
      },
    });
    const res = await get(`/api/hub/documents/packing-slips.pdf?slot=${slot}`);
    expect(res.statusCode, res.body).toBe(200);
    const [page] = (await pdfPages(res.rawPayload)) as [string];
    expect(page).toContain(`Order #${placed.paymentId}`);
    // Conjuncts, reph and vowel signs drawn before their consonant read back as typed.
    expect(page).toContain('श्रीमती प्रिया शर्मा, 9876500011');
    expect(page).toContain('फ्लैट २०४, ಶ್ರೀ ಕೃಷ್ಣ ಅಪಾರ್ಟ್‌ಮೆಂಟ್ಸ್');
    expect(page).toContain('೧೨ನೇ ಮುಖ್ಯ ರಸ್ತೆ, ಕ್ಷೇತ್ರ ಪ್ರಕಾಶ್ ಅರ್ಕ');
    expect(page).toContain('ಬೆಂಗಳೂರು 560087');
    expect(page).not.toContain('?');
    // The 120-letter area is all there, broken over lines that each end inside the page.
    expect(page.replaceAll(' ', '')).toContain(`${area},`);
    const drawn = await pdfDrawnText(res.rawPayload);
    for (const text of drawn)
      expect(text.x + text.width, text.text).toBeLessThanOrEqual(text.pageWidth);
    expect(drawn.filter((text) => text.text.includes('extension')).length).toBeGreaterThan(1);
  });

  it('prints a letter of a script it has no font for as one ? and keeps the rest', async () => {
    const slot = await newSlot('2026-12-15');
    await place(slot, [{ productId: catalogue.products.curd, quantity: 1 }], {
      address: { ...TEST_ADDRESS, name: 'ರವಿ 👍🏽 שלום Ravi', doorNum: 'ಮನೆ ೭' },
    });
    const [page] = (await pdfOf(`/api/hub/documents/packing-slips.pdf?slot=${slot}`)) as [string];
    expect(page).toContain('ರವಿ ? ???? Ravi, 9876500011');
    expect(page).toContain('ಮನೆ ೭, Prestige Lakeside Habitat');
  });

  it('encodes the order id in the QR code', () => {
    for (const id of [7, 12_345, 2_147_483_647]) {
      const modules = orderQrModules(id);
      const scale = 4;
      const width = modules.length * scale;
      const pixels = new Uint8Array(width * width * 3);
      for (let y = 0; y < width; y++)
        for (let x = 0; x < width; x++) {
          const dark = modules[Math.floor(y / scale)]![Math.floor(x / scale)];
          pixels.fill(dark ? 0 : 255, (y * width + x) * 3, (y * width + x) * 3 + 3);
        }
      expect(decodeQR({ width, height: width, data: pixels })).toBe(String(id));
    }
  });

  it("lists a run's orders with the cash it should bring back", async () => {
    const slot = await newSlot('2026-12-13');
    const hsr = { ...TEST_ADDRESS, area: 'HSR Layout', name: 'Ravi Kumar', mobile: '9123456780' };
    const a = await place(slot, [{ productId: catalogue.products.curd, quantity: 1 }], {
      method: PAYMENT_METHOD.POD,
    });
    const b = await place(slot, [{ productId: catalogue.products.curd, quantity: 3 }], {
      method: PAYMENT_METHOD.POD,
      address: hsr,
    });
    const paid = await place(slot, [{ productId: catalogue.products.ghee, quantity: 1 }]);
    const notPacked = await place(slot, [{ productId: catalogue.products.curd, quantity: 1 }]);
    for (const id of [...a.orderIds, ...b.orderIds, ...paid.orderIds])
      await db().update(orders).set({ status: ORDER_STATUS.PACKED }).where(eq(orders.id, id));

    const [page] = (await pdfOf(`/api/hub/documents/manifest.pdf?slot=${slot}`)) as [string];
    expect(page).toContain('Makers Pantry - Delivery manifest');
    expect(page).toContain('13 Dec 2026, 6 PM to 8 PM');
    // By area: HSR Layout before Varthur.
    // Each order by the customer's number.
    const order = (number: number) => page.indexOf(`#${number} `);
    expect(order(b.paymentId)).toBeGreaterThan(-1);
    expect(order(b.paymentId)).toBeLessThan(order(a.paymentId));
    expect(order(notPacked.paymentId)).toBe(-1);
    expect(page).toContain('Ravi Kumar');
    expect(page).toContain('9123456780');
    expect(page).toContain('Rs. 135');
    expect(page).toContain('Paid');
    expect(page).toContain('3 orders. Cash to collect on this run: Rs. 180');
    // The items each order holds, by name, not a bare count.
    expect(page).toContain('3 items');
    expect(page).toMatch(/3 x Thick Curd, \d+/);
    expect(page).toMatch(/1 x A2 Cow Ghee, \d+/);
  });

  it('answers 503 at once when the document maker dies while drawing, and draws the next document', async () => {
    const slot = await newSlot('2026-12-16');
    const placed = await place(slot, [{ productId: catalogue.products.curd, quantity: 1 }]);
    await db()
      .update(orders)
      .set({ status: ORDER_STATUS.PACKED })
      .where(eq(orders.id, placed.orderIds[0]!));
    const url = `/api/hub/documents/manifest.pdf?slot=${slot}`;
    let answered: Awaited<ReturnType<typeof get>> | undefined;
    for (let tries = 0; !answered && tries < 5; tries++) {
      // A maker started afresh loads its code and fonts first: time to find the job in its hands.
      const warm = documentMaker.pid();
      if (warm) process.kill(warm, 'SIGKILL');
      while (warm && documentMaker.pid() === warm) await sleep(10);
      let settled = false;
      const asked = Promise.resolve(get(url)).finally(() => (settled = true));
      while (!settled && documentMaker.waiting() === 0) await sleep(5);
      const pid = documentMaker.pid();
      if (settled || !pid) {
        await asked;
        continue;
      }
      // Stopped first, so it cannot answer while the test looks whether it still has the job.
      process.kill(pid, 'SIGSTOP');
      await sleep(100);
      if (documentMaker.waiting() === 0) {
        process.kill(pid, 'SIGCONT');
        await asked;
        continue;
      }
      process.kill(pid, 'SIGKILL');
      answered = await asked;
    }
    expect(answered?.statusCode, answered?.body).toBe(503);
    expect(answered!.json()).toMatchObject({
      code: 'DOCUMENT_NOT_MADE',
      detail: 'The document could not be made just now. Please try again.',
    });

    const [page] = (await pdfOf(url)) as [string];
    expect(page).toContain(`#${placed.paymentId}`);
    expect(page).toContain('1 order. Cash to collect on this run: Rs. 0');
  });
});
