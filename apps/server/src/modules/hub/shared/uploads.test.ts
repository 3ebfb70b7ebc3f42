import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makers, products, stockBatches } from '../../../db/schema/catalog';
import { hubAuditLog } from '../../../db/schema/hub';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';
import { multipart, type FilePart } from '../../../test/multipart';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'mp-media-'));
const privateDir = mkdtempSync(path.join(tmpdir(), 'mp-private-'));
let shop: TestShop;
let catalogue: Catalogue;
let seller: Login;
let otherSeller: Login;
let ops: Login;
let customer: Login;

beforeAll(async () => {
  shop = await openTestShop({
    env: { CATALOGUE_CACHE_SECONDS: '0', UPLOAD_DIR: mediaDir, PRIVATE_UPLOAD_DIR: privateDir },
  });
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  seller = await createTestLogin(db, { roles: ['seller'], firstName: 'Lakshmi' }, now);
  otherSeller = await createTestLogin(db, { roles: ['seller'], firstName: 'Gopal' }, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  customer = await createTestLogin(db, {}, now);
  await db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
  await db
    .update(makers)
    .set({ userId: otherSeller.user.id })
    .where(eq(makers.id, catalogue.makers.ghani));
});
afterAll(async () => shop.close());

const db = () => shop.database.db;

const upload = (login: Login, url: string, fields: Record<string, string>, files: FilePart[]) => {
  const body = multipart(fields, files);
  return shop.app.inject({
    method: 'PUT',
    url,
    headers: { ...login.headers, ...body.headers },
    payload: body.payload,
  });
};
const get = (login: Login | undefined, url: string) =>
  shop.app.inject({ method: 'GET', url, ...(login ? { headers: login.headers } : {}) });

const photoUrl = (productId: number, slot = 'main') =>
  `/api/hub/products/${productId}/photos/${slot}/`;
const reportUrl = (productId: number) => `/api/hub/products/${productId}/lab-report/`;

const productRow = async (id: number) =>
  (await db().select().from(products).where(eq(products.id, id)))[0]!;
const auditRows = (objectType: 'product' | 'maker' | 'batch', objectId: number) =>
  db()
    .select()
    .from(hubAuditLog)
    .where(and(eq(hubAuditLog.objectType, objectType), eq(hubAuditLog.objectId, objectId)))
    .orderBy(asc(hubAuditLog.id));

/** Every file under a folder, as paths relative to it. */
const filesUnder = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
/** The files a request left: in the public media folder and the private one (incoming included). */
const storedFiles = () => [...filesUnder(mediaDir), ...filesUnder(privateDir)];
/** The file behind a /media URL. */
const mediaFile = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

/**
 * A phone photo as a camera saves one held sideways: stored 1200 x 900 with its left half red and
 * its right half blue, EXIF saying 'turn 90 degrees clockwise to show', and the camera's make and
 * GPS position. Shown upright, red is on top.
 */
async function sidewaysPhoneJpeg() {
  const half = (background: typeof RED) =>
    sharp({ create: { width: 600, height: 900, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: BLUE } })
    .composite([{ input: await half(RED), left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
const flat = (width: number, height: number, background = '#d4a017') =>
  sharp({ create: { width, height, channels: 4, background } });
const photo = (bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): FilePart => ({
  name: 'photo',
  filename,
  type,
  bytes,
});

/** One pixel's colour of a stored picture. */
async function pixel(file: string, x: number, y: number) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

/** A one-page A4 lab report whose top half is a dark band, so its drawn page can be checked. */
async function labReportPdf() {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595.28, 841.89]);
  page.drawRectangle({ x: 0, y: 421, width: 595.28, height: 421, color: rgb(0.1, 0.2, 0.15) });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('CERTIFICATE OF ANALYSIS: Ragi Dosa Batter', { x: 48, y: 300, size: 14, font });
  return Buffer.from(await pdf.save());
}

describe('product photos from a phone', () => {
  it('makes a JPEG into the list, detail and cart pictures, upright and without EXIF', async () => {
    const productId = catalogue.products.ragiBatter;
    const before = await productRow(productId);
    const input = await sidewaysPhoneJpeg();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta).toMatchObject({ orientation: 6, width: 1200, height: 900 });
    expect(inputMeta.exif).toBeDefined();

    const res = await upload(seller, photoUrl(productId), { version: String(before.version) }, [
      photo(input, 'IMG_2041.jpg'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<Record<string, string | number | boolean>>();
    expect(answer).toMatchObject({
      id: productId,
      version: before.version + 1,
      listImage2: before.listImage2,
      listImage: expect.stringMatching(/^\/media\/hub\/products\/\d+\/[\w-]+-list\.webp$/),
      detailImage: expect.stringMatching(/-detail\.webp$/),
      cartImage: expect.stringMatching(/-cart\.webp$/),
    });
    for (const [field, side] of [
      ['detailImage', 800],
      ['listImage', 400],
      ['cartImage', 160],
    ] as const) {
      const meta = await sharp(mediaFile(answer[field] as string)).metadata();
      expect(meta, field).toMatchObject({ format: 'webp', width: side, height: side });
      expect(meta.exif, field).toBeUndefined();
      expect(meta.orientation, field).toBeUndefined();
    }
    // Turned upright as the camera asked: red on top, blue below.
    const detail = mediaFile(answer.detailImage as string);
    const top = await pixel(detail, 400, 60);
    const bottom = await pixel(detail, 400, 740);
    expect(top.r).toBeGreaterThan(180);
    expect(top.b).toBeLessThan(80);
    expect(bottom.b).toBeGreaterThan(180);
    expect(bottom.r).toBeLessThan(80);

    // The product is live: the new photo waits for review and the shop keeps the old one.
    expect(answer.changeAwaitingReview).toBe(true);
    const live = await get(undefined, `/api/products/${productId}/`);
    expect(live.json()).toMatchObject({
      listImage: before.listImage,
      detailImage: before.detailImage,
      cartImage: before.cartImage,
    });
    const [audit] = await auditRows('product', productId);
    expect(audit).toMatchObject({
      actorUserId: seller.user.id,
      actorRole: 'seller',
      action: 'photo change proposed',
      before: { proposedMedia: null },
      after: {
        proposedMedia: {
          listImage: answer.listImage,
          detailImage: answer.detailImage,
          cartImage: answer.cartImage,
        },
      },
    });
    // Approved by ops, the shop serves it: the product page and the file itself.
    const approved = await shop.app.inject({
      method: 'POST',
      url: `/api/hub/products/${productId}/approve/`,
      headers: ops.headers,
      payload: { version: answer.version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const page = await get(undefined, `/api/products/${productId}/`);
    expect(page.json()).toMatchObject({
      listImage: answer.listImage,
      detailImage: answer.detailImage,
      cartImage: answer.cartImage,
    });
    const served = await get(undefined, answer.detailImage as string);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // The received upload is gone; only the three pictures stay.
    expect(filesUnder(privateDir)).toEqual([]);
  });

  it("takes a PNG as the list card's second picture, and ops may change any maker's", async () => {
    const productId = catalogue.products.groundnutOil;
    const before = await productRow(productId);
    const png = await flat(1000, 1400).png().toBuffer();
    const res = await upload(
      ops,
      photoUrl(productId, 'second'),
      { version: String(before.version) },
      [photo(png, 'oil.png', 'image/png')],
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ listImage2: string; listImage: string; version: number }>();
    expect(answer.listImage).toBe(before.listImage);
    expect(answer.version).toBe(before.version + 1);
    expect(await sharp(mediaFile(answer.listImage2)).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });
    expect(await auditRows('product', productId)).toMatchObject([
      { actorRole: 'ops', action: 'second photo change proposed' },
    ]);
  });

  it('refuses what is not a JPEG, PNG or WebP, whatever its name says, and stores nothing', async () => {
    const productId = catalogue.products.idliBatter;
    const before = await productRow(productId);
    const filesBefore = storedFiles();
    const text = Buffer.from('These are the ingredients: rice, urad dal, salt.\n'.repeat(20));
    const res = await upload(seller, photoUrl(productId), { version: String(before.version) }, [
      photo(text, 'batter.jpg'),
    ]);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toEqual({
      code: 'IMAGE_TYPE_NOT_ALLOWED',
      detail: 'Please add photos in JPEG, PNG or WebP format.',
    });
    const gif = await flat(40, 40).gif().toBuffer();
    const asGif = await upload(seller, photoUrl(productId), { version: String(before.version) }, [
      photo(gif, 'batter.png', 'image/png'),
    ]);
    expect(asGif.statusCode, asGif.body).toBe(415);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await productRow(productId)).toEqual(before);
    expect(await auditRows('product', productId)).toEqual([]);
  });

  it('refuses a photo over 15 MB (413) and one of too many pixels, and stores nothing', async () => {
    const productId = catalogue.products.idliBatter;
    const before = await productRow(productId);
    const filesBefore = storedFiles();
    // Noise does not compress: a 2300 x 2300 PNG stored flat is 15.9 MB.
    const noisy = await sharp(randomBytes(2300 * 2300 * 3), {
      raw: { width: 2300, height: 2300, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(15 * 1024 * 1024);
    const big = await upload(seller, photoUrl(productId), { version: String(before.version) }, [
      photo(noisy, 'batter.png', 'image/png'),
    ]);
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json()).toEqual({
      code: 'IMAGE_TOO_LARGE',
      detail: 'Each photo can be at most 15 MB.',
    });

    const huge = await flat(6000, 5000).png().toBuffer();
    const tooManyPixels = await upload(
      seller,
      photoUrl(productId),
      { version: String(before.version) },
      [photo(huge, 'batter.png', 'image/png')],
    );
    expect(tooManyPixels.statusCode, tooManyPixels.body).toBe(413);
    expect(tooManyPixels.json().code).toBe('IMAGE_TOO_LARGE');
    expect(storedFiles()).toEqual(filesBefore);
    expect(await productRow(productId)).toEqual(before);
    expect(await auditRows('product', productId)).toEqual([]);
  });

  it('refuses an upload made on an old version (409) and removes the pictures it made', async () => {
    const productId = catalogue.products.jowarMix;
    const before = await productRow(productId);
    const filesBefore = storedFiles();
    const res = await upload(seller, photoUrl(productId), { version: String(before.version + 5) }, [
      photo(await flat(900, 900).jpeg().toBuffer()),
    ]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('STALE_VERSION');
    expect(storedFiles()).toEqual(filesBefore);
    expect(await productRow(productId)).toEqual(before);
  });

  it('needs a multipart form with the version and the photo', async () => {
    const productId = catalogue.products.jowarMix;
    const json = await shop.app.inject({
      method: 'PUT',
      url: photoUrl(productId),
      headers: seller.headers,
      payload: { version: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const noFile = await upload(seller, photoUrl(productId), { version: '1' }, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toBe('Please add the file in the photo field.');
    const noVersion = await upload(seller, photoUrl(productId), {}, [
      photo(await flat(100, 100).jpeg().toBuffer()),
    ]);
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().detail).toBe('The version you edited is required.');
  });

  it("answers a seller 404 for another maker's product and a customer 403", async () => {
    const productId = catalogue.products.ghee;
    const before = await productRow(productId);
    const jpeg = photo(await flat(500, 500).jpeg().toBuffer());
    const other = await upload(seller, photoUrl(productId), { version: String(before.version) }, [
      jpeg,
    ]);
    expect(other.statusCode).toBe(404);
    const report = await upload(seller, reportUrl(productId), { version: String(before.version) }, [
      { name: 'report', filename: 'r.pdf', type: 'application/pdf', bytes: await labReportPdf() },
    ]);
    expect(report.statusCode).toBe(404);
    const asCustomer = await upload(customer, photoUrl(productId), { version: '1' }, [jpeg]);
    expect(asCustomer.statusCode).toBe(403);
    expect(await productRow(productId)).toEqual(before);
  });
});

describe('lab reports', () => {
  it("keeps the PDF made again of its pages and draws its first page as the product page's picture", async () => {
    const productId = catalogue.products.ragiBatter;
    const before = await productRow(productId);
    const pdf = await labReportPdf();
    const res = await upload(seller, reportUrl(productId), { version: String(before.version) }, [
      { name: 'report', filename: 'COA-2026-118.pdf', type: 'application/pdf', bytes: pdf },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ testReportDocument: string; testReportImage: string }>();
    expect(answer.testReportDocument).toMatch(/^\/media\/hub\/products\/\d+\/[\w-]+\.pdf$/);
    // Made again of its pages (decision 044): a PDF with the same page, not the bytes sent.
    const kept = await PDFDocument.load(readFileSync(mediaFile(answer.testReportDocument)));
    expect(kept.getPageCount()).toBe((await PDFDocument.load(pdf)).getPageCount());
    // Served to download, and run nothing if a browser shows it anyway.
    const served = await get(undefined, answer.testReportDocument);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-security-policy']).toBe('sandbox');
    const page = mediaFile(answer.testReportImage);
    expect(await sharp(page).metadata()).toMatchObject({ format: 'webp', width: 600, height: 848 });
    // The page as drawn: its dark top band, then white paper.
    const band = await pixel(page, 300, 150);
    const paper = await pixel(page, 300, 780);
    expect(band.r + band.g + band.b).toBeLessThan(200);
    expect(Math.min(paper.r, paper.g, paper.b)).toBeGreaterThan(235);

    // The product is live: the shop keeps the report it had until ops approve the new one.
    const shown = await get(undefined, `/api/products/${productId}/`);
    expect(shown.json()).toMatchObject({
      testReportDocument: before.testReportDocument,
      testReportImage: before.testReportImage,
    });
    expect((await auditRows('product', productId)).at(-1)).toMatchObject({
      action: 'lab report change proposed',
      after: { proposedMedia: { testReportDocument: answer.testReportDocument } },
    });
  });

  it('refuses what is not a PDF, or a PDF that cannot be read, and stores nothing', async () => {
    const productId = catalogue.products.milletBread;
    const before = await productRow(productId);
    const filesBefore = storedFiles();
    const send = (bytes: Buffer) =>
      upload(seller, reportUrl(productId), { version: String(before.version) }, [
        { name: 'report', filename: 'report.pdf', type: 'application/pdf', bytes },
      ]);
    const png = await send(await flat(600, 800).png().toBuffer());
    expect(png.statusCode, png.body).toBe(415);
    expect(png.json()).toEqual({
      code: 'LAB_REPORT_NOT_PDF',
      detail: 'Please add the lab report as a PDF.',
    });
    const broken = await send(Buffer.from('%PDF-1.7\nthis is not a real document\n%%EOF\n'));
    expect(broken.statusCode, broken.body).toBe(415);
    expect(broken.json()).toEqual({
      code: 'LAB_REPORT_NOT_PDF',
      detail: 'This lab report could not be read. Please try another PDF.',
    });
    expect(storedFiles()).toEqual(filesBefore);
    expect(await productRow(productId)).toEqual(before);
    expect(await auditRows('product', productId)).toEqual([]);
  });
});

describe("a maker's store picture", () => {
  it('takes a WebP for its own store, and answers another maker 404', async () => {
    const makerId = catalogue.makers.amma;
    const [before] = await db().select().from(makers).where(eq(makers.id, makerId));
    const webp = await flat(700, 500, '#2e8b57').webp().toBuffer();
    const res = await upload(
      seller,
      `/api/hub/makers/${makerId}/profile-image/`,
      { version: String(before!.version) },
      [photo(webp, 'store.webp', 'image/webp')],
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ profileImage: string; version: number }>();
    expect(answer.version).toBe(before!.version + 1);
    expect(answer.profileImage).toMatch(/^\/media\/hub\/makers\/\d+\/[\w-]+-profile\.webp$/);
    expect(await sharp(mediaFile(answer.profileImage)).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });
    expect(await auditRows('maker', makerId)).toMatchObject([
      {
        action: 'profile image changed',
        before: { profileImage: before!.profileImage },
        after: { profileImage: answer.profileImage },
      },
    ]);

    const other = await upload(
      seller,
      `/api/hub/makers/${catalogue.makers.ghani}/profile-image/`,
      { version: '1' },
      [photo(webp, 'store.webp', 'image/webp')],
    );
    expect(other.statusCode).toBe(404);
  });
});

describe("a batch's receipt photo", () => {
  async function batchOf(status: 'planned' | 'inwarded', productId = catalogue.products.curd) {
    const now = shop.clock.now();
    const [row] = await db()
      .insert(stockBatches)
      .values({
        productId,
        status,
        quantity: 10,
        quantityRemaining: 10,
        expectedAt: now,
        bestBefore: '2026-12-20',
        ...(status === 'inwarded' ? { receivedAt: now, receivedByUserId: ops.user.id } : {}),
      })
      .returning();
    return row!;
  }
  const receiptUrl = (id: number) => `/api/hub/batches/${id}/receipt-photo/`;

  it('is added by the hub once the batch is received, kept privately, without EXIF', async () => {
    const batch = await batchOf('inwarded');
    const res = await upload(ops, receiptUrl(batch.id), { version: String(batch.version) }, [
      photo(await sidewaysPhoneJpeg(), 'receipt.jpg'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: batch.id,
      version: batch.version + 1,
      receiptPhoto: receiptUrl(batch.id),
    });
    // Under the private folder, not /media.
    expect(filesUnder(privateDir)).toEqual([
      expect.stringMatching(/^receipts\/\d{4}-\d{2}\/[\w-]+\.jpg$/),
    ]);
    const served = await get(ops, receiptUrl(batch.id));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });
    expect(meta.exif).toBeUndefined();
    // The product's maker sees it; another maker does not; customers never.
    expect((await get(seller, receiptUrl(batch.id))).statusCode).toBe(200);
    expect((await get(otherSeller, receiptUrl(batch.id))).statusCode).toBe(404);
    expect((await get(customer, receiptUrl(batch.id))).statusCode).toBe(403);
    expect(await auditRows('batch', batch.id)).toMatchObject([
      { actorRole: 'ops', action: 'receipt photo added', before: { receiptPhoto: null } },
    ]);
  });

  it('is refused for a batch not received yet (409), and to sellers (403)', async () => {
    const planned = await batchOf('planned');
    const filesBefore = storedFiles();
    const jpeg = photo(await flat(800, 600).jpeg().toBuffer(), 'receipt.jpg');
    const early = await upload(ops, receiptUrl(planned.id), { version: '1' }, [jpeg]);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('BATCH_STEP_NOT_ALLOWED');
    const received = await batchOf('inwarded');
    const bySeller = await upload(seller, receiptUrl(received.id), { version: '1' }, [jpeg]);
    expect(bySeller.statusCode).toBe(403);
    expect(storedFiles()).toEqual(filesBefore);
    expect((await get(ops, receiptUrl(received.id))).statusCode).toBe(404);
  });
});
