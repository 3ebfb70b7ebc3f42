import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { anotherInstance, caller, openTestShop, type TestShop } from '../../../test/harness';
import { multipart } from '../../../test/multipart';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'mp-media-'));
/** The public cache's window in these tests: the default. */
const CACHE_SECONDS = 5;
let shop: TestShop;
let other: FastifyInstance;
let catalogue: Catalogue;
let ops: Login;
let seller: Login;
let customer: Login;

beforeAll(async () => {
  const env = { CATALOGUE_CACHE_SECONDS: String(CACHE_SECONDS), UPLOAD_DIR: mediaDir };
  shop = await openTestShop({ env });
  other = await anotherInstance(shop, env);
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  seller = await createTestLogin(db, { roles: ['seller'] }, now);
  customer = await createTestLogin(db, {}, now);
});
afterAll(async () => {
  await other.close();
  await shop.close();
});

const call = caller(() => shop);
const upload = async (url: string, version: number, bytes: Buffer, login: Login = ops) => {
  const body = multipart({ version: String(version) }, [
    { name: 'photo', filename: 'banner.jpg', type: 'image/jpeg', bytes },
  ]);
  return shop.app.inject({
    method: 'PUT',
    url,
    headers: { ...login.headers, ...body.headers },
    payload: body.payload,
  });
};
/** A wide picture: left half red, right half blue. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e40af' } })
    .composite([
      {
        input: {
          create: { width: width / 2, height, channels: 3, background: '#dc2626' },
        },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();
const sizeOf = async (url: string) => {
  const meta = await sharp(path.join(mediaDir, url.replace(/^\/media\//, ''))).metadata();
  return [meta.width, meta.height];
};
const at = (minutes: number) =>
  new Date(shop.clock.now().getTime() + minutes * 60_000).toISOString();
const homeBanners = async (app: FastifyInstance = shop.app) =>
  (await app.inject({ method: 'GET', url: '/api/products/banners/' }))
    .json<{ name: string }[]>()
    .map((banner) => banner.name);
const pastTheCache = () => shop.clock.advance(CACHE_SECONDS * 1000 + 1);

describe('banners in the hub', () => {
  it('one large image is cut to the three sizes; the banner shows from its start, first in order', async () => {
    const created = await call('POST', '/api/hub/banners/', ops, {
      name: 'Winter Millets',
      redirectUrl: '/category/1/Batters/0/All',
      sortOrder: 0,
      activeFrom: at(60),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toContain('no-store');
    const banner = created.json();
    expect(banner).toMatchObject({ isActive: false, state: 'needs-pictures', version: 1 });

    const tooSoon = await call('PATCH', `/api/hub/banners/${banner.id}/`, ops, {
      version: 1,
      isActive: true,
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toEqual({
      code: 'MERCH_NEEDS_PICTURES',
      detail: 'Please add the three banner pictures before turning it on.',
    });

    const pictured = await upload(
      `/api/hub/banners/${banner.id}/pictures/all/`,
      1,
      await picture(2400, 800),
    );
    expect(pictured.statusCode, pictured.body).toBe(200);
    const withPictures = pictured.json();
    expect(await sizeOf(withPictures.largeImage)).toEqual([1600, 340]);
    expect(await sizeOf(withPictures.mediumImage)).toEqual([1000, 280]);
    expect(await sizeOf(withPictures.smallImage)).toEqual([600, 240]);
    // A centred crop of the whole: red on the left, blue on the right of each size.
    const { data, info } = await sharp(
      path.join(mediaDir, withPictures.smallImage.replace(/^\/media\//, '')),
    )
      .raw()
      .toBuffer({ resolveWithObject: true });
    const red = (x: number) => data[(120 * info.width + x) * info.channels]!;
    expect(red(10)).toBeGreaterThan(180);
    expect(red(590)).toBeLessThan(80);

    // The other instance's home page has the carousel cached.
    const before = await homeBanners(other);
    expect(before).not.toContain('Winter Millets');
    const on = await call('PATCH', `/api/hub/banners/${banner.id}/`, ops, {
      version: withPictures.version,
      isActive: true,
    });
    expect(on.json()).toMatchObject({ state: 'scheduled' });
    expect(await homeBanners()).not.toContain('Winter Millets');

    shop.clock.advance(60 * 60_000);
    // This instance's cache was emptied by the change; the other's answer expires in its window.
    expect((await homeBanners())[0]).toBe('Winter Millets');
    pastTheCache();
    expect((await homeBanners(other))[0]).toBe('Winter Millets');
  });

  it('replaces one size alone, and ends a banner at its end', async () => {
    const [banner] = (await call('GET', '/api/hub/banners/', ops))
      .json()
      .banners.filter((b: { name: string }) => b.name === 'Winter Millets');
    const small = await upload(
      `/api/hub/banners/${banner.id}/pictures/small/`,
      banner.version,
      await picture(600, 240),
    );
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().smallImage).not.toBe(banner.smallImage);
    expect(small.json().largeImage).toBe(banner.largeImage);

    const stale = await call('PATCH', `/api/hub/banners/${banner.id}/`, ops, {
      version: banner.version,
      name: 'Late',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' });

    const ending = await call('PATCH', `/api/hub/banners/${banner.id}/`, ops, {
      version: small.json().version,
      activeTo: at(30),
    });
    expect(ending.statusCode, ending.body).toBe(200);
    shop.clock.advance(30 * 60_000);
    pastTheCache();
    expect(await homeBanners()).not.toContain('Winter Millets');
    expect(await homeBanners(other)).not.toContain('Winter Millets');
    const listed = (await call('GET', '/api/hub/banners/', ops)).json().banners;
    expect(listed.find((b: { id: number }) => b.id === banner.id)).toMatchObject({
      state: 'ended',
    });

    const history = (await call('GET', `/api/hub/history/banner/${banner.id}/`, ops)).json();
    expect(history.history.map((entry: { action: string }) => entry.action)).toEqual([
      'edited',
      'small picture changed',
      'edited',
      'pictures changed',
      'created',
    ]);
  });

  it('refuses a link to another site and a window that ends before it starts', async () => {
    const away = await call('POST', '/api/hub/banners/', ops, {
      name: 'Away',
      redirectUrl: 'https://example.com/',
    });
    expect(away.statusCode).toBe(400);
    expect(away.json().detail).toContain('The link must be a page of the shop');
    const backwards = await call('POST', '/api/hub/banners/', ops, {
      name: 'Backwards',
      redirectUrl: '/newproducts',
      activeFrom: at(60),
      activeTo: at(30),
    });
    expect(backwards.statusCode).toBe(400);
  });

  it("links only to the shop's real pages, picked by name; a link to no page is refused with its sentence", async () => {
    // The picker finds pages by name, each with the link a banner stores.
    const found = await call('GET', '/api/hub/shop-pages/?q=batter', ops);
    expect(found.statusCode, found.body).toBe(200);
    const pages = found.json<{ pages: { kind: string; id: number | null; path: string }[] }>()
      .pages;
    expect(pages).toContainEqual(
      expect.objectContaining({
        kind: 'category',
        id: catalogue.categories.batters,
        path: `/category/${catalogue.categories.batters}/Breakfast%20Batters/0/All`,
      }),
    );
    expect(pages).toContainEqual(
      expect.objectContaining({
        kind: 'product',
        id: catalogue.products.ragiBatter,
        path: `/product/${catalogue.products.ragiBatter}`,
      }),
    );
    const first = await call('GET', '/api/hub/shop-pages/', ops);
    expect(first.json().pages[0]).toEqual({
      kind: 'new-products',
      id: null,
      name: 'New products',
      path: '/newproducts',
    });
    // A product or seller not on sale is not offered.
    const hidden = await call('GET', '/api/hub/shop-pages/?q=masala', ops);
    expect(hidden.json().pages).toEqual([]);
    expect((await call('GET', '/api/hub/shop-pages/', seller)).statusCode).toBe(403);

    // Every page the picker offers is accepted as a banner's link.
    for (const page of pages.slice(0, 3)) {
      const made = await call('POST', '/api/hub/banners/', ops, {
        name: `To ${page.kind} ${page.id}`,
        redirectUrl: page.path,
      });
      expect(made.statusCode, made.body).toBe(201);
    }

    // The old hint's path is no page: the shop's is /newproducts.
    const hint = await call('POST', '/api/hub/banners/', ops, {
      name: 'New this week',
      redirectUrl: '/new-products',
    });
    expect(hint.statusCode).toBe(400);
    expect(hint.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: expect.stringContaining(
        'The link must be a page of the shop: a category, collection, product, seller or New products.',
      ),
    });

    for (const redirectUrl of [
      '/product/999999',
      `/product/${catalogue.products.inactivePickle}`,
      `/seller/${catalogue.makers.pending}`,
      '/collection/999999/Gone',
      '/category/999999/Gone/0/All',
    ]) {
      const refused = await call('POST', '/api/hub/banners/', ops, {
        name: 'Nowhere',
        redirectUrl,
      });
      expect(refused.statusCode, redirectUrl).toBe(400);
      expect(refused.json()).toEqual({
        code: 'LINK_TO_NO_PAGE',
        detail: `The banner's link ${redirectUrl} leads to no page of the shop (a product or seller not on sale, or one that was removed). Pick the page from the list.`,
      });
    }

    // An edit to a link to no page is refused too, and the banner keeps its link.
    const banner = (
      await call('POST', '/api/hub/banners/', ops, { name: 'Ghani', redirectUrl: '/newproducts' })
    ).json();
    const moved = await call('PATCH', `/api/hub/banners/${banner.id}/`, ops, {
      version: banner.version,
      redirectUrl: `/seller/${catalogue.makers.pending}`,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe('LINK_TO_NO_PAGE');
    const kept = await call('PATCH', `/api/hub/banners/${banner.id}/`, ops, {
      version: banner.version,
      redirectUrl: `/seller/${catalogue.makers.ghani}`,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().redirectUrl).toBe(`/seller/${catalogue.makers.ghani}`);
  });

  it('refuses an end moved before the stored start (or a start after the stored end), leaving the row as it was', async () => {
    const created = await call('POST', '/api/hub/banners/', ops, {
      name: 'Christmas cakes',
      redirectUrl: '/newproducts',
      activeFrom: at(60),
    });
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json();
    const endFirst = await call('PATCH', `/api/hub/banners/${banner.id}/`, ops, {
      version: banner.version,
      activeTo: at(30),
    });
    expect(endFirst.statusCode).toBe(400);
    expect(endFirst.json().detail).toBe('The end must be after the start.');

    const collection = (
      await call('POST', '/api/hub/collections/', ops, {
        name: 'Made without maida',
        type: 'madeWithout',
        activeTo: at(60),
      })
    ).json();
    const startLate = await call('PATCH', `/api/hub/collections/${collection.id}/`, ops, {
      version: collection.version,
      activeFrom: at(90),
    });
    expect(startLate.statusCode).toBe(400);
    expect(startLate.json().detail).toBe('The end must be after the start.');

    const banners = (await call('GET', '/api/hub/banners/', ops)).json().banners;
    expect(banners.find((b: { id: number }) => b.id === banner.id)).toMatchObject({
      version: banner.version,
      activeFrom: banner.activeFrom,
      activeTo: null,
    });
    const collections = (await call('GET', '/api/hub/collections/?type=madeWithout', ops)).json()
      .collections;
    expect(collections.find((c: { id: number }) => c.id === collection.id)).toMatchObject({
      version: collection.version,
      activeFrom: null,
      activeTo: collection.activeTo,
    });
  });
});

describe('collections and curations in the hub', () => {
  it('a new madeWithout group shows among the tiles once on, with its products in order', async () => {
    const { products } = catalogue;
    const created = await call('POST', '/api/hub/collections/', ops, {
      name: 'No Refined Sugar',
      type: 'madeWithout',
      productIds: [products.groundnutOil, products.ragiBatter],
      sortOrder: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    const collection = created.json();
    expect(collection).toMatchObject({ state: 'needs-pictures', isActive: false });

    const tiled = await upload(
      `/api/hub/collections/${collection.id}/tile/`,
      1,
      await picture(1200, 1200),
    );
    expect(tiled.statusCode, tiled.body).toBe(200);
    expect(await sizeOf(tiled.json().tileImage)).toEqual([600, 400]);

    // Both instances have the tiles cached without it.
    for (const app of [shop.app, other]) {
      const tilesBefore = await app.inject({
        method: 'GET',
        url: '/api/products/product-collection-made-type/',
      });
      expect(tilesBefore.json().madeWithout.map((t: { name: string }) => t.name)).not.toContain(
        'No Refined Sugar',
      );
    }
    const on = await call('PATCH', `/api/hub/collections/${collection.id}/`, ops, {
      version: tiled.json().version,
      isActive: true,
      productIds: [products.ragiBatter, products.groundnutOil],
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ state: 'showing' });

    // The instance that made the change emptied its cache: its home page shows it at once.
    const tiles = await shop.app.inject({
      method: 'GET',
      url: '/api/products/product-collection-made-type/',
    });
    expect(tiles.json().madeWithout.map((t: { name: string }) => t.name)).toEqual([
      'No Refined Sugar',
      'No Maida',
      'No Palm Oil',
    ]);
    const page = await shop.app.inject({
      method: 'GET',
      url: `/api/products/product-collection/${collection.id}/`,
    });
    expect(page.json().products.map((p: { id: number }) => p.id)).toEqual([
      products.ragiBatter,
      products.groundnutOil,
    ]);
    pastTheCache();
    const tilesAfter = await other.inject({
      method: 'GET',
      url: '/api/products/product-collection-made-type/',
    });
    expect(tilesAfter.json().madeWithout[0].name).toBe('No Refined Sugar');

    const history = (
      await call('GET', `/api/hub/history/collection/${collection.id}/`, ops)
    ).json();
    expect(history.history[0]).toMatchObject({
      action: 'edited',
      before: { isActive: false, productIds: [products.groundnutOil, products.ragiBatter] },
      after: { isActive: true, productIds: [products.ragiBatter, products.groundnutOil] },
    });
  });

  it('schedules the new-launches strip, refuses unknown products and stale versions', async () => {
    const listed = (await call('GET', '/api/hub/collections/?type=new_launched', ops)).json();
    const strip = listed.collections[0];
    expect(strip).toMatchObject({ name: 'New Launches', state: 'showing' });
    const home = () =>
      shop.app.inject({
        method: 'GET',
        url: '/api/products/product-collection-type/new_launched/',
      });
    expect((await home()).json()).toHaveLength(1);

    const ended = await call('PATCH', `/api/hub/collections/${strip.id}/`, ops, {
      version: strip.version,
      activeTo: at(10),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    shop.clock.advance(10 * 60_000);
    expect((await home()).json()).toEqual([]);

    const unknown = await call('PATCH', `/api/hub/collections/${strip.id}/`, ops, {
      version: ended.json().version,
      productIds: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'VALIDATION_FAILED',
      detail: 'Product 999999 was not found.',
    });
    const stale = await call('PATCH', `/api/hub/collections/${strip.id}/`, ops, {
      version: strip.version,
      activeTo: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' });
  });

  it('is for ops and admins: sellers and customers get 403', async () => {
    const routes = [
      ['GET', '/api/hub/banners/'],
      ['POST', '/api/hub/banners/'],
      ['PATCH', '/api/hub/banners/1/'],
      ['GET', '/api/hub/collections/'],
      ['POST', '/api/hub/collections/'],
      ['PATCH', '/api/hub/collections/1/'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(method, url, seller, { version: 1 })).statusCode).toBe(403);
      expect((await call(method, url, customer, { version: 1 })).statusCode).toBe(403);
      expect((await call(method, url, undefined, { version: 1 })).statusCode).toBe(401);
    }
    const bytes = await picture(600, 240);
    expect((await upload('/api/hub/banners/1/pictures/all/', 1, bytes, seller)).statusCode).toBe(
      403,
    );
    expect((await upload('/api/hub/collections/1/tile/', 1, bytes, customer)).statusCode).toBe(403);
  });
});
