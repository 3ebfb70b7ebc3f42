import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerSchema } from '@makers-pantry/domain/catalog';
import { buildCatalogue, type Catalogue } from '../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../test/harness';

let shop: TestShop;
let catalogue: Catalogue;

beforeAll(async () => {
  shop = await openTestShop();
  catalogue = await buildCatalogue(shop.database.db, shop.clock.now());
});
afterAll(async () => shop.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url });

describe('GET /api/sellers/{id}/', () => {
  it("shows an approved maker's profile and menu", async () => {
    const res = await get(`/api/sellers/${catalogue.makers.ghani}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    const seller = sellerSchema.parse(res.json());
    expect(seller).toMatchObject({
      id: catalogue.makers.ghani,
      storeName: 'Ghani Oils',
      profileImage: '/media/makers/ghani.webp',
      rating: 4.2,
      numReviews: 9,
      categoryTag: 'Oils & Ghee',
      cuisineTag: 'Traditional',
      aboutSeller: 'Wood-pressed oils from a bullock-driven ghani.',
    });
    expect(seller.products.map((p) => p.name)).toEqual([
      'Cold Pressed Groundnut Oil',
      'Cold Pressed Coconut Oil',
      'A2 Cow Ghee',
      'Cold Pressed Sesame Oil',
    ]);
    expect(seller.products[0]).toMatchObject({
      price: 320,
      seller: { id: catalogue.makers.ghani, storeName: 'Ghani Oils' },
    });
  });

  it('leaves inactive products off the menu', async () => {
    const seller = sellerSchema.parse((await get(`/api/sellers/${catalogue.makers.amma}/`)).json());
    expect(seller.products.map((p) => p.id)).not.toContain(catalogue.products.inactivePickle);
    expect(seller.products.map((p) => p.id)).toContain(catalogue.products.ragiBatter);
  });

  it('answers 404 for an unknown maker or one not yet approved', async () => {
    for (const id of [catalogue.makers.pending, 4040]) {
      const res = await get(`/api/sellers/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: `Seller ${id} was not found.`, code: 'NOT_FOUND' });
    }
  });

  it.each(['abc', '0', '99999999999'])('answers 400 for id %s', async (id) => {
    const res = await get(`/api/sellers/${id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: expect.stringMatching(/^Seller id /),
    });
  });
});
