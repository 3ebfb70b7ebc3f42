import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { writeMedia } from '../demo/images';
import { productPictures } from '../demo/plan';
import { buildProductDrafts } from '../demo/products';
import { makers, products, stockBatches } from '../db/schema/catalog';
import { createTestLogin } from '../http/auth-testing';
import { openMediaStore } from '../providers/media-store/open-media-store';
import { buildCatalogue, type Catalogue } from '../test/catalogue-fixtures';
import { anotherInstance, openTestShop, type TestShop } from '../test/harness';
import { multipart, type FilePart } from '../test/multipart';
import { startTestS3, type TestS3 } from '../test/s3-server';
import type { App } from '../app';

/**
 * Two instances of the shop on one database and one S3 bucket (MEDIA_STORE=s3), each with
 * folders of its own on its own disk, as two machines behind a proxy: whatever is uploaded
 * through one is served by the other, private photos only after the access check.
 */
type Login = Awaited<ReturnType<typeof createTestLogin>>;
const folders = () => ({
  UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'mp-bucket-public-')),
  PRIVATE_UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'mp-bucket-private-')),
});
const first = folders();
const second = folders();
let s3: TestS3;
let shop: TestShop;
let other: App;
let catalogue: Catalogue;
let seller: Login;
let ops: Login;
let asha: Login;
let ravi: Login;

beforeAll(async () => {
  s3 = await startTestS3();
  shop = await openTestShop({ env: { ...s3.env, ...first, CATALOGUE_CACHE_SECONDS: '0' } });
  other = await anotherInstance(shop, { ...s3.env, ...second, CATALOGUE_CACHE_SECONDS: '0' });
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  seller = await createTestLogin(db, { roles: ['seller'] }, now);
  ops = await createTestLogin(db, { roles: ['ops'] }, now);
  asha = await createTestLogin(db, {}, now);
  ravi = await createTestLogin(db, {}, now);
  await db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
});
afterAll(async () => {
  await other.close();
  await shop.close();
  await s3.close();
});

const db = () => shop.database.db;
const send = (
  app: App,
  login: Login,
  method: 'PUT' | 'POST',
  url: string,
  fields: Record<string, string>,
  files: FilePart[],
) => {
  const body = multipart(fields, files);
  return app.inject({
    method,
    url,
    headers: { ...login.headers, ...body.headers },
    payload: body.payload,
  });
};
const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const productVersion = async (id: number) =>
  (await db().select().from(products).where(eq(products.id, id)))[0]!.version;
const photo = (bytes: Buffer, filename = 'photo.jpg'): FilePart => ({
  name: 'photo',
  filename,
  type: 'image/jpeg',
  bytes,
});
const jpeg = (width: number, height: number, background = '#c2410c') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker' } })
    .toBuffer();
/** Nothing stays on either instance's disk: received files are gone, stored ones are in the bucket. */
const filesOnDisk = () =>
  [first, second].flatMap((dirs) =>
    Object.values(dirs).flatMap((dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()),
    ),
  );

describe('public pictures in the bucket', () => {
  it('a product photo uploaded through one instance is served by the other, cached as immutable', async () => {
    const productId = catalogue.products.ragiBatter;
    const res = await send(
      shop.app,
      seller,
      'PUT',
      `/api/hub/products/${productId}/photos/main/`,
      {
        version: String(await productVersion(productId)),
      },
      [photo(await jpeg(1200, 900))],
    );
    expect(res.statusCode, res.body).toBe(200);
    const { listImage, detailImage } = res.json<{ listImage: string; detailImage: string }>();
    expect(await s3.keys(`public/hub/products/${productId}/`)).toHaveLength(3);
    expect(filesOnDisk()).toEqual([]);

    const served = await get(other, listImage);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });
    const detail = await get(other, detailImage);
    expect((await sharp(detail.rawPayload).metadata()).width).toBe(800);

    // A browser asking again with the ETag it has gets 304 and no body.
    const etag = String(served.headers.etag);
    const again = await get(other, listImage, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const head = await other.inject({ method: 'HEAD', url: listImage });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(served.headers['content-length']);

    // A live product's new photos wait for review; once ops approve, the product page on the
    // other instance names them.
    const approval = await shop.app.inject({
      method: 'POST',
      url: `/api/hub/products/${productId}/approve/`,
      headers: ops.headers,
      payload: { version: await productVersion(productId) },
    });
    expect(approval.statusCode, approval.body).toBe(200);
    const page = await get(other, `/api/products/${productId}/`);
    expect(page.json()).toMatchObject({ detailImage });
  });

  it("a lab report and a maker's store picture are served by the other instance too", async () => {
    const productId = catalogue.products.milletBread;
    const pdfDocument = await PDFDocument.create();
    pdfDocument
      .addPage([595.28, 841.89])
      .drawRectangle({ x: 0, y: 421, width: 595.28, height: 421, color: rgb(0.1, 0.2, 0.15) });
    const pdf = Buffer.from(await pdfDocument.save());
    const report = await send(
      shop.app,
      seller,
      'PUT',
      `/api/hub/products/${productId}/lab-report/`,
      {
        version: String(await productVersion(productId)),
      },
      [{ name: 'report', filename: 'COA.pdf', type: 'application/pdf', bytes: pdf }],
    );
    expect(report.statusCode, report.body).toBe(200);
    const answer = report.json<{ testReportDocument: string; testReportImage: string }>();
    const document = await get(other, answer.testReportDocument);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    // Kept as the clean PDF made again of its pages (clean-pdf.ts), downloaded, never run.
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(document.headers['content-disposition']).toBe('attachment');
    expect(document.headers['content-security-policy']).toBe('sandbox');
    const page = await get(other, answer.testReportImage);
    expect(await sharp(page.rawPayload).metadata()).toMatchObject({ width: 600, height: 848 });

    const [maker] = await db().select().from(makers).where(eq(makers.id, catalogue.makers.amma));
    const picture = await send(
      shop.app,
      seller,
      'PUT',
      `/api/hub/makers/${maker!.id}/profile-image/`,
      {
        version: String(maker!.version),
      },
      [photo(await jpeg(700, 500, '#15803d'))],
    );
    expect(picture.statusCode, picture.body).toBe(200);
    const profile = await get(other, picture.json<{ profileImage: string }>().profileImage);
    expect(await sharp(profile.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
    expect(filesOnDisk()).toEqual([]);
  });

  it("a banner's three sizes, cut through one instance, are served by the other", async () => {
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/hub/banners/',
      headers: ops.headers,
      payload: { name: 'Monsoon Pickles', redirectUrl: '/newproducts', sortOrder: 0 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json<{ id: number; version: number }>();
    const pictured = await send(
      shop.app,
      ops,
      'PUT',
      `/api/hub/banners/${banner.id}/pictures/all/`,
      {
        version: String(banner.version),
      },
      [photo(await jpeg(2400, 800))],
    );
    expect(pictured.statusCode, pictured.body).toBe(200);
    const sizes = pictured.json<{ largeImage: string; mediumImage: string; smallImage: string }>();
    for (const [url, width] of [
      [sizes.largeImage, 1600],
      [sizes.mediumImage, 1000],
      [sizes.smallImage, 600],
    ] as const)
      expect((await sharp((await get(other, url)).rawPayload).metadata()).width).toBe(width);
  });

  it('an upload refused or made on an old version leaves nothing in the bucket', async () => {
    const productId = catalogue.products.groundnutOil;
    const stale = await send(
      shop.app,
      ops,
      'PUT',
      `/api/hub/products/${productId}/photos/main/`,
      {
        version: String((await productVersion(productId)) + 1),
      },
      [photo(await jpeg(900, 900))],
    );
    expect(stale.statusCode).toBe(409);
    const notAPhoto = await send(
      shop.app,
      ops,
      'PUT',
      `/api/hub/products/${productId}/photos/main/`,
      { version: String(await productVersion(productId)) },
      [photo(Buffer.from('GIF89a not a photo'), 'photo.gif')],
    );
    expect(notAPhoto.statusCode).toBe(415);
    expect(await s3.keys(`public/hub/products/${productId}/`)).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });

  it('a missing file is 404, and a climb out of /media never reaches the bucket', async () => {
    const missing = await get(other, '/media/hub/products/1/no-such-photo.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'NOT_FOUND',
      detail: 'No such file: /media/hub/products/1/no-such-photo.webp',
    });
    const climb = await get(other, '/media/..%2Fprivate%2Freceipts%2Fx.jpg');
    expect(climb.statusCode).toBe(404);
  });
});

describe('pictures kept in memory', () => {
  it('a picture once read is served again from memory, and never from another instance', async () => {
    const media = await openMediaStore(loadConfig({ NODE_ENV: 'test', ...s3.env }));
    try {
      const key = 'hub/products/1/kept-list.webp';
      const bytes = await sharp({
        create: { width: 400, height: 400, channels: 3, background: '#7c2d12' },
      })
        .webp()
        .toBuffer();
      await media.public.put(key, bytes, 'image/webp');
      const first = await get(other, `/media/${key}`);
      expect(first.rawPayload.equals(bytes)).toBe(true);
      // Gone from the bucket: the instance that read it still has it, the other never had it.
      await media.public.remove([key]);
      const again = await get(other, `/media/${key}`);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(bytes)).toBe(true);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(
        (await get(other, `/media/${key}`, { 'if-none-match': String(first.headers.etag) }))
          .statusCode,
      ).toBe(304);
      expect((await get(shop.app, `/media/${key}`)).statusCode).toBe(404);
    } finally {
      await media.close();
    }
  });
});

describe('the demo seed in the bucket', () => {
  it('draws its pictures into the store once, and every instance serves them', async () => {
    const media = await openMediaStore(loadConfig({ NODE_ENV: 'test', ...s3.env }));
    try {
      const pictures = productPictures(buildProductDrafts()[0]!);
      expect(await writeMedia(media.public, pictures.jobs)).toBe(4);
      expect(await writeMedia(media.public, pictures.jobs)).toBe(0);
      for (const app of [shop.app, other]) {
        const served = await get(app, pictures.detailImage);
        expect(served.statusCode).toBe(200);
        expect(await sharp(served.rawPayload).metadata()).toMatchObject({
          format: 'webp',
          width: 800,
        });
      }
    } finally {
      await media.close();
    }
  });
});

describe('private photos in the bucket', () => {
  it('a ticket photo sent through one instance is shown by the other to its owner and ops only', async () => {
    const res = await send(
      shop.app,
      asha,
      'POST',
      '/api/orders/report-issue/',
      {
        type: 'SUGGESTION',
        description: 'The jar arrived with a dent',
      },
      [{ filename: 'dent.jpg', type: 'image/jpeg', bytes: await jpeg(1600, 1200) }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const ticket = await get(other, `/api/support/tickets/${res.json().id}/`, asha.headers);
    const url = ticket.json<{ images: { url: string }[] }>().images[0]!.url;
    expect(await s3.keys('private/tickets/')).toHaveLength(1);
    expect(filesOnDisk()).toEqual([]);

    const shown = await get(other, url, asha.headers);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['cache-control']).toContain('no-store');
    const meta = await sharp(shown.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect((await get(other, url, ops.headers)).statusCode).toBe(200);
    expect((await get(other, url, ravi.headers)).statusCode).toBe(404);
    expect((await get(other, url)).statusCode).toBe(401);
    // Private files are never under /media, whatever their key.
    const key = (await s3.keys('private/tickets/'))[0]!.replace(/^private\//, '');
    expect((await get(other, `/media/${key}`)).statusCode).toBe(404);
  });

  it("a batch's receipt photo taken through one instance is served by the other to the hub", async () => {
    const [batch] = await db()
      .insert(stockBatches)
      .values({
        productId: catalogue.products.curd,
        status: 'inwarded',
        quantity: 10,
        quantityRemaining: 10,
        expectedAt: shop.clock.now(),
        receivedAt: shop.clock.now(),
        receivedByUserId: ops.user.id,
        bestBefore: '2026-12-20',
      })
      .returning();
    const url = `/api/hub/batches/${batch!.id}/receipt-photo/`;
    const res = await send(shop.app, ops, 'PUT', url, { version: String(batch!.version) }, [
      photo(await jpeg(900, 1200)),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const served = await get(other, url, ops.headers);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 900, height: 1200 });
    expect((await get(other, url, asha.headers)).statusCode).toBe(403);
  });
});
