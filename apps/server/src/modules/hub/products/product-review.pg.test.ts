import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubAuditLog } from '../../../db/schema/hub';
import { makers, products } from '../../../db/schema/catalog';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';

/**
 * Products reviewed and varied at the same moment (PostgreSQL only: PGlite's transactions never
 * overlap). Ten ops approving one listing at once make one approval and one audit row; ten
 * variants of the same size asked for at once make one variant.
 */
type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let seller: Login;
let opsTeam: Login[];

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  seller = await createTestLogin(db, { roles: ['seller'] }, now);
  opsTeam = await Promise.all(
    Array.from({ length: 10 }, () => createTestLogin(db, { roles: ['ops'] }, now)),
  );
  await db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
}, 60_000);
afterAll(async () => shop.close());

const call = caller(() => shop);

async function submittedProduct(name: string) {
  const created = await call('POST', '/api/hub/products/', seller, {
    name,
    categoryId: catalogue.categories.batters,
    subcategoryId: catalogue.subcategories.readyMixes,
    price: 150,
    packageSize: 500,
    measurementUnit: 'g',
    vegIndicator: 'Veg',
    specialityTag: null,
    ingredients: 'Little millet, urad dal, fenugreek',
    usageInstructions: 'Soak for an hour, then grind.',
    description: 'Little millet idli mix, stone ground.',
    allergenInfo: 'None known.',
    storage: 'Cool and dry.',
    canSellBeforeStocking: false,
    showStock: true,
    replaceable: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: number }>().id;
  const [row] = await shop.database.db
    .update(products)
    .set({
      listImage: '/media/p-list.webp',
      listImage2: '/media/p-list2.webp',
      detailImage: '/media/p-detail.webp',
      cartImage: '/media/p-cart.webp',
    })
    .where(eq(products.id, id))
    .returning({ version: products.version });
  const sent = await call('POST', `/api/hub/products/${id}/submit/`, seller, {
    version: row!.version,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json<{ id: number; version: number }>();
}

describe('reviewing products at the same moment (PostgreSQL)', () => {
  it('ten ops approving one listing at once: one approval, one audit row, the rest told it changed', async () => {
    const product = await submittedProduct('Little Millet Idli Mix');
    const answers = await Promise.all(
      opsTeam.map((ops) =>
        call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
          version: product.version,
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 200))
      expect(res.json()).toMatchObject({ code: 'STALE_VERSION' });
    const approvals = await shop.database.db
      .select()
      .from(hubAuditLog)
      .where(
        and(
          eq(hubAuditLog.objectType, 'product'),
          eq(hubAuditLog.objectId, product.id),
          eq(hubAuditLog.action, 'approved'),
        ),
      );
    expect(approvals).toHaveLength(1);
    const [row] = await shop.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({
      listingState: 'approved',
      isActive: true,
      version: product.version + 1,
    });
  }, 60_000);

  it('ten requests for the same new size at once: one variant', async () => {
    const product = await submittedProduct('Little Millet Dosa Mix');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/hub/products/${product.id}/variants/`, seller, {
          price: 280,
          packageSize: 1,
          measurementUnit: 'kg',
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 201))
      expect(res.json()).toMatchObject({ code: 'PRODUCT_VARIANT_EXISTS' });
    const family = await shop.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.variantOfProductId, product.id));
    expect(family).toHaveLength(1);
  }, 60_000);
});
