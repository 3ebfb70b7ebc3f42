import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEG_INDICATORS } from '@makers-pantry/domain/catalog-enums';
import { NEW_PRODUCT_DAYS } from '@makers-pantry/domain/catalog';
import type { Database } from '../db/client';
import { products } from '../db/schema/catalog';
import { DiskMediaStore } from '../providers/media-store/disk-media-store';
import { openTestDatabase } from '../test/harness';
import { catalogueIsEmpty, seedDemo } from './demo';
import { writeMedia } from './images';
import { isInsideOutline, KNOWN_LOCATIONS, buildServiceAreas, DEFAULT_CENTRE } from './places';
import { buildProductDrafts } from './products';
import { productPictures } from './plan';

const NOW = new Date('2026-11-20T04:30:00.000Z');

let database: Database;
let drop: () => Promise<void>;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}
const count = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number | string }>(query))[0]?.n ?? 0);

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  expect(await catalogueIsEmpty(database.db)).toBe(true);
  await seedDemo(database.db, { now: NOW });
}, 120_000);
afterAll(async () => drop());

describe('the demo catalogue', () => {
  it('is no longer empty, so a restart does not seed twice', async () => {
    expect(await catalogueIsEmpty(database.db)).toBe(false);
  });

  it('has at least 12 categories, each with subcategories', async () => {
    const perCategory = await rows<{ name: string; subs: number }>(
      sql`select c.name, count(s.id)::int as subs from categories c
          left join subcategories s on s.category_id = c.id group by c.name`,
    );
    expect(perCategory.length).toBeGreaterThanOrEqual(12);
    for (const category of perCategory) expect(category.subs).toBeGreaterThanOrEqual(3);
  });

  it('has 25 makers and at least 300 products with every veg indicator', async () => {
    expect(await count(sql`select count(*)::int as n from makers`)).toBe(25);
    expect(await count(sql`select count(*)::int as n from products`)).toBeGreaterThanOrEqual(300);
    const indicators = await rows<{ veg_indicator: string }>(
      sql`select distinct veg_indicator from products`,
    );
    expect(indicators.map((r) => r.veg_indicator).sort()).toEqual([...VEG_INDICATORS].sort());
  });

  it('stores prices in paise and image URLs under /media/catalogue', async () => {
    const [first] = await database.db.select().from(products).orderBy(asc(products.id)).limit(1);
    expect(first?.name).toBe('Cold Pressed Groundnut Oil');
    expect(first?.pricePaise).toBe(42000);
    expect(first?.packageSize).toBe(1);
    expect(first?.measurementUnit).toBe('L');
    for (const url of [first?.listImage, first?.listImage2, first?.detailImage, first?.cartImage])
      expect(url).toMatch(/^\/media\/catalogue\/products\/.+\.webp$/);
    expect(first?.searchKeywords).toContain('Oils & Ghee');
    expect(first?.searchKeywords).toContain('kadalekai');
  });

  it('gives product 1 exactly 3 in stock and puts every stock state on the first page', async () => {
    const stock = await rows<{
      id: number;
      in_hand: number;
      show_stock: boolean;
      preorder: boolean;
      planned: number;
    }>(
      sql`select p.id, p.show_stock, p.can_sell_before_stocking as preorder,
            coalesce(sum(b.quantity_remaining) filter (where b.status = 'approved'), 0)::int as in_hand,
            count(b.id) filter (where b.status = 'planned' and b.expected_at > ${NOW.toISOString()})::int as planned
          from products p left join stock_batches b on b.product_id = p.id
          where p.id <= 30 group by p.id order by p.id`,
    );
    expect(stock[0]).toMatchObject({ id: 1, in_hand: 3, show_stock: true, preorder: false });
    expect(stock.some((p) => p.show_stock && !p.preorder && p.in_hand === 0)).toBe(true); // sold out
    expect(stock.some((p) => !p.show_stock)).toBe(true); // hidden
    expect(stock.some((p) => p.preorder && p.in_hand === 0 && p.planned === 1)).toBe(true);
    expect(stock.some((p) => p.id > 1 && p.in_hand > 0 && p.in_hand <= 3)).toBe(true);
    expect(stock.filter((p) => p.in_hand > 3).length).toBeGreaterThan(15);
  });

  it('launched twenty products in the last fortnight, and no other within the new-product window', async () => {
    const since = (days: number) =>
      count(
        sql`select count(*)::int as n from products where approved_at > ${new Date(NOW.getTime() - days * 86_400_000).toISOString()}`,
      );
    expect(await since(14)).toBe(20);
    expect(await since(NEW_PRODUCT_DAYS)).toBe(20);
  });

  it('keeps product ratings equal to their published reviews, across every badge band', async () => {
    const mismatched = await count(
      sql`select count(*)::int as n from products p left join (
            select product_id, count(*)::int as n, round(avg(rating)::numeric, 1)::float8 as avg
            from reviews where is_published group by product_id) r on r.product_id = p.id
          where p.num_reviews <> coalesce(r.n, 0) or abs(p.rating - coalesce(r.avg, 0)) > 0.001`,
    );
    expect(mismatched).toBe(0);
    const bands = await rows<{ band: string }>(
      sql`select distinct case when rating >= 4 then 'green' when rating > 3.7 then 'light'
            when rating >= 3 then 'yellow' else 'low' end as band from products where num_reviews > 0`,
    );
    expect(bands.map((b) => b.band).sort()).toEqual(['green', 'light', 'low', 'yellow']);
    expect(
      await count(sql`select count(*)::int as n from reviews where title = '' and body = ''`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from reviews where not is_published`),
    ).toBeGreaterThan(0);
  });

  it('has collections of all four kinds, each with 8 to 20 products', async () => {
    const collections = await rows<{ type: string; n: number }>(
      sql`select c.type, count(cp.product_id)::int as n from collections c
          join collection_products cp on cp.collection_id = c.id group by c.id, c.type`,
    );
    expect(new Set(collections.map((c) => c.type))).toEqual(
      new Set(['curation', 'madeWith', 'madeWithout', 'new_launched']),
    );
    for (const c of collections) {
      expect(c.n).toBeGreaterThanOrEqual(8);
      expect(c.n).toBeLessThanOrEqual(20);
    }
  });

  it('has banners in three sizes pointing at real screens', async () => {
    const banners = await rows<{
      large_image: string;
      medium_image: string;
      small_image: string;
      redirect_url: string;
    }>(sql`select * from banners order by sort_order`);
    expect(banners).toHaveLength(4);
    for (const b of banners) {
      expect(new Set([b.large_image, b.medium_image, b.small_image]).size).toBe(3);
      expect(b.redirect_url).toMatch(/^\/(collection|category|newproducts|seller)/);
    }
    expect(banners.map((b) => b.redirect_url)).toContain('/category/2/Dairy & Eggs/0/All');
  });

  it('prohibits at least 100 ingredients, with aliases', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from banned_ingredients where cardinality(aliases) > 0 and cardinality(functions) > 0`,
      ),
    ).toBeGreaterThanOrEqual(100);
    const msg = await rows<{ aliases: string[] }>(
      sql`select aliases from banned_ingredients where name = 'Monosodium glutamate'`,
    );
    expect(msg[0]?.aliases).toEqual(expect.arrayContaining(['E621', 'MSG', 'Ajinomoto']));
  });

  it('knows dahi and curd in both directions, and fills the search dictionary', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from search_synonyms where (word, synonym) in (('dahi', 'curd'), ('curd', 'dahi'))`,
      ),
    ).toBe(2);
    expect(await count(sql`select count(*)::int as n from search_synonyms`)).toBeGreaterThanOrEqual(
      50,
    );
    const words = await rows<{ word: string; frequency: number }>(
      sql`select word, frequency from search_words where word in ('groundnut', 'ragi', 'dahi')`,
    );
    expect(words.map((w) => w.word).sort()).toEqual(['dahi', 'groundnut', 'ragi']);
    expect(
      await count(sql`select count(*)::int as n from search_words where word !~ '^[a-z]{3,}$'`),
    ).toBe(0);
  });

  it('has nested service areas and apartments inside them, and the demo accounts', async () => {
    const areas = buildServiceAreas();
    const [small, medium, big] = areas.map((a) => a.outline) as [
      [number, number][],
      [number, number][],
      [number, number][],
    ];
    for (const [lat, lng] of small) expect(isInsideOutline({ lat, lng }, medium)).toBe(true);
    for (const [lat, lng] of medium) expect(isInsideOutline({ lat, lng }, big)).toBe(true);
    expect(isInsideOutline(DEFAULT_CENTRE, small)).toBe(true);
    for (const place of KNOWN_LOCATIONS)
      expect(isInsideOutline({ lat: place.latitude, lng: place.longitude }, big)).toBe(true);
    expect(await count(sql`select count(*)::int as n from known_locations`)).toBe(
      KNOWN_LOCATIONS.length,
    );
    expect(await count(sql`select count(*)::int as n from service_areas`)).toBe(3);
    const seller = await rows<{ store_name: string }>(
      sql`select m.store_name from makers m join users u on u.id = m.user_id where u.mobile = '9876543211'`,
    );
    expect(seller.map((s) => s.store_name)).toEqual(["Amma's Batter House"]);
    const roles = await rows<{ mobile: string; roles: string[] }>(
      sql`select mobile, roles from users order by mobile`,
    );
    expect(roles.find((r) => r.mobile === '9876543212')?.roles).toEqual(['ops']);
    expect(roles.find((r) => r.mobile === '9876543213')?.roles).toEqual(['admin']);
  });

  it('lets new rows be added after the seeded ids', async () => {
    const inserted = await rows<{ id: number }>(
      sql`insert into categories (name, image) values ('Test aisle', '/x.webp') returning id`,
    );
    expect(inserted[0]?.id).toBeGreaterThan(14);
    await database.db.execute(sql`delete from categories where name = 'Test aisle'`);
  });
});

describe('determinism', () => {
  it('produces identical product rows on a second run', async () => {
    const second = await openTestDatabase();
    try {
      await seedDemo(second.database.db, { now: NOW });
      const query = sql`select p.*, (select json_agg(json_build_object('s', status, 'q', quantity, 'r', quantity_remaining, 'e', expected_at, 'b', best_before) order by id) from stock_batches b where b.product_id = p.id) as batches from products p order by id`;
      const strip = (r: Record<string, unknown>) => ({ ...r, search_vector: undefined });
      const a = (await database.db.execute(query)).rows.map(strip);
      const b = (await second.database.db.execute(query)).rows.map(strip);
      expect(b).toEqual(a);
    } finally {
      await second.drop();
    }
  }, 120_000);
});

describe('product pictures', () => {
  it('writes WebP files of the right sizes, and skips them the second time', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mp-seed-art-'));
    try {
      const draft = buildProductDrafts()[0];
      if (!draft) throw new Error('no products');
      const pictures = productPictures(draft);
      const media = new DiskMediaStore(dir, path.join(dir, 'private')).public;
      expect(await writeMedia(media, pictures.jobs)).toBe(4);
      const expected = [
        [pictures.listImage, 400],
        [pictures.listImage2, 400],
        [pictures.detailImage, 800],
        [pictures.cartImage, 160],
      ] as const;
      for (const [url, size] of expected) {
        const meta = await sharp(path.join(dir, url.replace(/^\/media\//, ''))).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      }
      expect(pictures.listImage2).not.toBe(pictures.listImage);
      expect(await writeMedia(media, pictures.jobs)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
