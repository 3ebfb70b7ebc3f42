import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartItemSchema, type CartItem } from '@makers-pantry/domain/catalog';
import { products, stockBatches } from '../../db/schema/catalog';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../test/harness';

let shop: TestShop;
let catalogue: Catalogue;

beforeAll(async () => {
  shop = await openTestShop();
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
});
afterAll(async () => shop.close());

const cartList = (payload: object) =>
  shop.app.inject({ method: 'POST', url: '/api/products/cart-list/', payload });
async function checked(payload: object): Promise<CartItem[]> {
  const res = await cartList(payload);
  expect(res.statusCode).toBe(200);
  return z.array(cartItemSchema).parse(res.json());
}
const line = (items: CartItem[], id: number) => items.find((item) => item.id === id);

describe('POST /api/products/cart-list/', () => {
  it('answers every item in the order sent, with live stock and the earliest slot', async () => {
    const { ragiBatter, curd, groundnutOil } = catalogue.products;
    const items = await checked([
      { id: curd, quantityPossible: 2 },
      { id: ragiBatter, quantityPossible: 3 },
      { id: groundnutOil, quantityPossible: 1 },
    ]);
    expect(items.map((item) => item.id)).toEqual([curd, ragiBatter, groundnutOil]);
    expect(items[1]).toEqual({
      id: ragiBatter,
      name: 'Ragi Dosa Batter',
      price: 120,
      cartImage: '/media/products/ragi-dosa-batter-cart.webp',
      packageSize: 1,
      measurementUnit: 'kg',
      quantityPossible: 3,
      quantityAvailable: 20,
      changeMessage: null,
      earliestDeliverySlot: expect.objectContaining({ id: catalogue.slots.quick, type: 100 }),
      showStock: true,
      canSellBeforeStocking: false,
      isStockInHand: true,
      sellerId: catalogue.makers.amma,
    });
    expect(items[2]).toMatchObject({
      quantityPossible: 1,
      quantityAvailable: 30,
      isStockInHand: false,
      earliestDeliverySlot: expect.objectContaining({ id: catalogue.slots.dayAfterMorning }),
    });
  });

  it('lowers a quantity to the stock left and says so', async () => {
    const [ghee] = await checked([{ id: catalogue.products.ghee, quantityPossible: 11 }]);
    expect(ghee).toMatchObject({
      quantityPossible: 8,
      quantityAvailable: 8,
      changeMessage: 'Only 8 left. Quantity updated from 11 to 8',
    });
  });

  it('marks sold-out and hidden products as sold out', async () => {
    const { idliBatter, milletBread } = catalogue.products;
    const items = await checked([
      { id: idliBatter, quantityPossible: 2 },
      { id: milletBread, quantityPossible: 1 },
    ]);
    expect(line(items, idliBatter)).toMatchObject({
      quantityPossible: 0,
      quantityAvailable: 0,
      changeMessage: 'Sold out',
      earliestDeliverySlot: null,
    });
    // Hidden stock cannot be bought, whatever the batches hold.
    expect(line(items, milletBread)).toMatchObject({
      quantityPossible: 0,
      quantityAvailable: 0,
      changeMessage: 'Sold out',
      showStock: false,
    });
  });

  it('has nothing to say about a line already at 0', async () => {
    const [idli] = await checked([{ id: catalogue.products.idliBatter, quantityPossible: 0 }]);
    expect(idli).toMatchObject({ quantityPossible: 0, changeMessage: null });
  });

  it('points out a price change from the price the customer saw', async () => {
    const { ragiBatter, curd, ghee } = catalogue.products;
    const items = await checked([
      { id: ragiBatter, quantityPossible: 1, price: 110 },
      { id: curd, quantityPossible: 1, price: 45 },
      { id: ghee, quantityPossible: 10, price: 400 },
    ]);
    expect(line(items, ragiBatter)?.changeMessage).toBe('Price changed from ₹110 to ₹120');
    expect(line(items, curd)?.changeMessage).toBeNull();
    expect(line(items, ghee)?.changeMessage).toBe(
      'Only 8 left. Quantity updated from 10 to 8. Price changed from ₹400 to ₹450.50',
    );
  });

  it('says a product is no longer available when it is unknown, inactive or unapproved', async () => {
    const { inactivePickle, unapprovedMasala } = catalogue.products;
    const items = await checked([
      { id: 987_654, quantityPossible: 2 },
      { id: inactivePickle, quantityPossible: 1 },
      { id: unapprovedMasala, quantityPossible: 1 },
    ]);
    expect(items.map((item) => item.id)).toEqual([987_654, inactivePickle, unapprovedMasala]);
    for (const item of items)
      expect(item).toMatchObject({
        quantityPossible: 0,
        quantityAvailable: 0,
        changeMessage: 'This product is no longer available',
        earliestDeliverySlot: null,
      });
    expect(items[1]?.name).toBe('Old Mango Pickle');
  });

  it('merges the same product sent twice', async () => {
    const { ragiBatter, curd } = catalogue.products;
    const items = await checked([
      { id: ragiBatter, quantityPossible: 2 },
      { id: curd, quantityPossible: 1 },
      { id: ragiBatter, quantityPossible: 3 },
    ]);
    expect(items.map((item) => [item.id, item.quantityPossible])).toEqual([
      [ragiBatter, 5],
      [curd, 1],
    ]);
  });

  it('reads stock live, not from the public cache', async () => {
    const { curd } = catalogue.products;
    expect((await checked([{ id: curd, quantityPossible: 4 }]))[0]?.changeMessage).toBeNull();
    await shop.database.db
      .update(stockBatches)
      .set({ quantityRemaining: 3 })
      .where(eq(stockBatches.productId, curd));
    await shop.database.db.update(products).set({ pricePaise: 5_000 }).where(eq(products.id, curd));
    const [after] = await checked([{ id: curd, quantityPossible: 4, price: 45 }]);
    expect(after).toMatchObject({
      quantityPossible: 3,
      price: 50,
      changeMessage: 'Only 3 left. Quantity updated from 4 to 3. Price changed from ₹45 to ₹50',
    });
    const res = await cartList([{ id: curd, quantityPossible: 1 }]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('answers an empty cart with an empty list', async () => {
    expect(await checked([])).toEqual([]);
  });

  it.each([
    ['an unknown field', [{ id: 1, quantityPossible: 1, colour: 'red' }], 'Unknown field: colour'],
    ['a negative quantity', [{ id: 1, quantityPossible: -1 }], 'A quantity cannot be negative'],
    ['a fractional quantity', [{ id: 1, quantityPossible: 1.5 }], 'A quantity is a whole number'],
    ['a missing id', [{ quantityPossible: 1 }], 'Each cart item needs a product id'],
    ['a string id', [{ id: 'abc', quantityPossible: 1 }], 'Each cart item needs a product id'],
    ['an id too large', [{ id: 99_999_999_999, quantityPossible: 1 }], 'too large'],
    ['an object', { id: 1 }, 'The cart must be a list of items'],
    [
      '51 products',
      Array.from({ length: 51 }, (_, i) => ({ id: i + 1, quantityPossible: 1 })),
      'A cart can hold at most 50 different products.',
    ],
  ])('answers 400 for %s', async (_, payload, sentence) => {
    const res = await cartList(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: expect.stringContaining(sentence),
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/products/cart-list/',
      headers: { 'content-type': 'application/json' },
      payload: '[{"id": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
  });
});

describe('GET /api/products/cart-view/{id}/', () => {
  it('answers one product as a cart line of 1', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/products/cart-view/${catalogue.products.jowarMix}/`,
    });
    expect(res.statusCode).toBe(200);
    expect(cartItemSchema.parse(res.json())).toMatchObject({
      id: catalogue.products.jowarMix,
      name: 'Jowar Roti Mix',
      price: 100,
      quantityPossible: 1,
      quantityAvailable: 6,
      changeMessage: null,
    });
  });

  it('reads stock live and is never kept by a browser: after an order it shows what is left', async () => {
    const url = `/api/products/cart-view/${catalogue.products.jowarMix}/`;
    const before = await shop.app.inject({ method: 'GET', url });
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toMatchObject({ quantityAvailable: 6 });
    await shop.database.db
      .update(stockBatches)
      .set({ quantityRemaining: 2 })
      .where(eq(stockBatches.productId, catalogue.products.jowarMix));
    const after = await shop.app.inject({ method: 'GET', url });
    expect(after.json()).toMatchObject({ quantityAvailable: 2 });
    await shop.database.db
      .update(stockBatches)
      .set({ quantityRemaining: 6 })
      .where(eq(stockBatches.productId, catalogue.products.jowarMix));
  });

  it('says a sold-out product is sold out', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/products/cart-view/${catalogue.products.sesameOil}/`,
    });
    expect(res.json()).toMatchObject({ quantityPossible: 0, changeMessage: 'Sold out' });
  });

  it('answers 404 for a product not on sale and 400 for a bad id', async () => {
    const missing = await shop.app.inject({
      method: 'GET',
      url: `/api/products/cart-view/${catalogue.products.inactivePickle}/`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      detail: `Product ${catalogue.products.inactivePickle} was not found.`,
      code: 'NOT_FOUND',
    });
    const bad = await shop.app.inject({ method: 'GET', url: '/api/products/cart-view/1e3/' });
    expect(bad.statusCode).toBe(400);
  });
});
