import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makers, products } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/reviews';
import { orderItems } from '../../db/schema/orders';
import { createTestLogin } from '../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../test/harness';
import { placeTestOrder, roomForOrders } from '../../test/order-fixtures';

let shop: TestShop;
let catalogue: Catalogue;
beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
  await roomForOrders(shop.database.db);
});
afterAll(async () => shop.close());

const db = () => shop.database.db;
type Login = Awaited<ReturnType<typeof createTestLogin>>;

/** A curd order of `customer` in `status`; answers its one item's id. */
async function boughtCurd(customer: Login, status = 70) {
  const placed = await placeTestOrder(db(), {
    userId: customer.user.id,
    status,
    placedAt: new Date(shop.clock.now().getTime() - 3_600_000),
    lines: [{ productId: catalogue.products.curd, quantity: 1, slotId: catalogue.slots.evening }],
  });
  const [item] = await db()
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(inArray(orderItems.orderId, placed.orderIds));
  return item!.id;
}

const review = (login: Login, payload: Record<string, unknown>) =>
  shop.app.inject({ method: 'POST', url: '/api/reviews/create/', headers: login.headers, payload });
const productPage = (login?: Login) =>
  shop.app.inject({
    method: 'GET',
    url: `/api/products/${catalogue.products.curd}/`,
    ...(login ? { headers: login.headers } : {}),
  });
const curdNumbers = async () => {
  const [product] = await db()
    .select({ rating: products.rating, numReviews: products.numReviews, makerId: products.makerId })
    .from(products)
    .where(eq(products.id, catalogue.products.curd));
  const [maker] = await db()
    .select({ rating: makers.rating, numReviews: makers.numReviews })
    .from(makers)
    .where(eq(makers.id, product!.makerId));
  return { product: product!, maker: maker! };
};

describe('writing a review', () => {
  it('offers Write Review for a delivered item, stores it once and moves the ratings', async () => {
    const asha = await createTestLogin(db(), { firstName: 'Asha' });
    const itemId = await boughtCurd(asha);
    const page = await productPage(asha);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.json().userOrderItems).toEqual([
      { id: itemId, name: expect.any(String), canReview: true, review: null },
    ]);
    const before = await curdNumbers();

    const res = await review(asha, { order_item: itemId, title: 'Thick and fresh', rating: 4 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rating: 4, title: 'Thick and fresh', isPublished: true });

    const after = await curdNumbers();
    expect(after.product.numReviews).toBe(before.product.numReviews + 1);
    expect(after.maker.numReviews).toBe(before.maker.numReviews + 1);
    expect(after.product.rating).toBeCloseTo(
      (before.product.rating * before.product.numReviews + 4) / (before.product.numReviews + 1),
    );

    const again = await review(asha, { order_item: itemId, title: 'Again', rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'REVIEW_EXISTS',
      detail: 'You have already reviewed this item.',
    });
    expect((await curdNumbers()).product.numReviews).toBe(after.product.numReviews);

    const reread = (await productPage(asha)).json();
    expect(reread.userOrderItems[0]).toMatchObject({ canReview: false, review: { rating: 4 } });
    expect(reread.othersReviews.map((r: { title: string }) => r.title)).toContain(
      'Thick and fresh',
    );
    // The visitor's (cacheable) page never carries anyone's order items.
    expect((await productPage()).json().userOrderItems).toEqual([]);
  });

  it("refuses another customer's item like an unknown one, and an undelivered one", async () => {
    const owner = await createTestLogin(db());
    const other = await createTestLogin(db());
    const itemId = await boughtCurd(owner);
    const theirs = await review(other, { order_item: itemId, title: 'Mine now' });
    expect(theirs.statusCode).toBe(404);
    const unknown = await review(other, { order_item: 2_000_000_000, title: 'Mine now' });
    expect(unknown.json()).toEqual(theirs.json());

    const pending = await boughtCurd(owner, 20);
    const early = await review(owner, { order_item: pending, title: 'Not yet' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('You can review this item once it has been delivered.');
    const stored = await db().select().from(reviews).where(eq(reviews.orderItemId, pending));
    expect(stored).toEqual([]);
    expect((await productPage(other)).json().userOrderItems).toEqual([]);
  });

  it('keeps an abusive review but does not show it or count it', async () => {
    const ravi = await createTestLogin(db());
    const itemId = await boughtCurd(ravi);
    const before = await curdNumbers();
    const res = await review(ravi, {
      order_item: itemId,
      title: 'Total bakwas',
      body: 'chutiya packing',
      rating: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().isPublished).toBe(false);
    const stored = await db().select().from(reviews).where(eq(reviews.orderItemId, itemId));
    expect(stored).toHaveLength(1);
    expect((await curdNumbers()).product).toEqual(before.product);
    const page = (await productPage()).json();
    expect(page.othersReviews.map((r: { title: string }) => r.title)).not.toContain('Total bakwas');
  });

  it('checks the form rules and needs a login', async () => {
    const asha = await createTestLogin(db());
    const itemId = await boughtCurd(asha);
    for (const change of [
      { title: '' },
      { title: 'x'.repeat(51) },
      { rating: 6 },
      { body: 'x'.repeat(201) },
      { extra: 1 },
    ]) {
      const res = await review(asha, { order_item: itemId, title: 'Good', ...change });
      expect(res.statusCode).toBe(400);
    }
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/reviews/create/',
      payload: { order_item: itemId, title: 'Good' },
    });
    expect(res.statusCode).toBe(401);
  });
});
