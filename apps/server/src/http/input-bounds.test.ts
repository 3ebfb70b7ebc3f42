import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type Catalogue } from '../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../test/harness';
import { createTestLogin } from './auth-testing';

/**
 * Every input answered (issue 36, items 8 and 10-16): ids, pages, dates, prices, sizes, lists of
 * ids and coordinates at and past their bounds answer 400 with a sentence, never 5xx; 405 names
 * only the methods a path takes. Each case here answered a 5xx or a wrong answer before.
 */
type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let ops: Login;
let customer: Login;

beforeAll(async () => {
  shop = await openTestShop();
  const now = shop.clock.now();
  catalogue = await buildCatalogue(shop.database.db, now);
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, now);
  customer = await createTestLogin(shop.database.db, {}, now);
});
afterAll(async () => shop.close());

const call = caller(() => shop);
const TOO_BIG = 2_147_483_648;

describe('ids and pages past what a column holds', () => {
  it('a search page whose offset passes 2^31 answers 400', async () => {
    const res = await call('GET', '/api/products/search/?keyword=dosa&pageNum=71582789');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('the last page a list can hold still answers', async () => {
    const res = await call('GET', '/api/products/search/?keyword=dosa&pageNum=71582788');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an OTP problem naming order 2^31 answers 400, without logging in', async () => {
    const res = await call('POST', '/api/users/report-otp-issue/', undefined, {
      mobile: '9876543210',
      type: 'Login',
      issue: 'OTP did not arrive',
      orderId: TOO_BIG,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.orderId' });
  });

  it.each([
    `/api/hub/batches/seller-product-batches/${TOO_BIG}/`,
    `/api/hub/batches/seller-product-batches/1,${TOO_BIG}/`,
    `/api/hub/batches/creatable-products/${TOO_BIG}/`,
    `/api/hub/batches/seller-product-batches/ALL/?product=${TOO_BIG}`,
    `/api/hub/batches/creatable-products/ALL/?product=${TOO_BIG}`,
    `/api/hub/products/?maker=${TOO_BIG}`,
    `/api/hub/products/?category=${TOO_BIG}`,
    `/api/hub/products/?subcategory=${TOO_BIG}`,
    `/api/hub/products/?maker=0`,
  ])('ops asking for %s hear 400', async (url) => {
    const res = await call('GET', url, ops);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('text a URL cannot carry', () => {
  it('a lone surrogate in a hub search answers 400, as does any escape that is not UTF-8', async () => {
    for (const query of ['q=x%ED%A0%80y', 'q=%ED%B0%80', 'q=ghee%zz', 'q%ED%A0%80=ghee']) {
      const res = await call(
        'GET',
        `/api/hub/batches/creatable-products/${catalogue.makers.amma}/?${query}`,
        ops,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_URL' });
    }
  });

  it('text a person typed, escaped as a browser does, is still read', async () => {
    const res = await call('GET', `/api/hub/products/?q=${encodeURIComponent('ರಾಗಿ +50%')}`, ops);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('dates in the years the shop takes', () => {
  const code = (validFrom: string, name: string) =>
    call('POST', '/api/hub/discount-codes/', ops, {
      code: name,
      percentage: 10,
      cap: 100,
      validFrom,
      validTo: '2026-12-31T23:00:00+05:30',
    });

  it.each(['0015', '0050', '1999', '2101'])(
    'a discount code valid from the year %s is refused with a sentence',
    async (year) => {
      const res = await code(`${year}-01-01T00:00:00+05:30`, `YEAR${year}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        detail: 'The start must lie in the years 2000 to 2100.',
        field: 'body.validFrom',
      });
    },
  );

  it('a code from the year 2000 is kept as written', async () => {
    const res = await code('2000-01-01T00:00:00+05:30', 'YEAR2000');
    expect(res.statusCode, res.body).toBe(201);
    expect(new Date(res.json().validFrom).toISOString()).toBe('1999-12-31T18:30:00.000Z');
  });

  it('a batch expected in the year 0015 is refused', async () => {
    const res = await call('POST', '/api/hub/batches/', ops, {
      productId: catalogue.products.ragiBatter,
      quantity: 5,
      expectedAt: '0015-11-21T09:00:00+05:30',
      bestBefore: '2026-12-20',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.expectedAt' });
  });
});

describe('prices and sizes in whole paise and hundredths', () => {
  const variant = (price: number, packageSize: number) =>
    call('POST', `/api/hub/products/${catalogue.products.ragiBatter}/variants/`, ops, {
      price,
      packageSize,
      measurementUnit: 'kg',
    });

  it('a price of 0.000000001 is refused, not stored as 0 paise', async () => {
    const res = await variant(0.000000001, 2);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'The price can have at most two decimals (whole paise).',
      field: 'body.price',
    });
  });

  it('a package size of 1e-12 is refused, not stored as 0', async () => {
    const res = await variant(120, 1e-12);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'The package size can have at most two decimals.',
      field: 'body.packageSize',
    });
  });

  it('the smallest price and size are taken as written', async () => {
    const res = await variant(0.01, 0.01);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ price: 0.01, packageSize: 0.01 });
  });
});

describe('fifty makers in the batch picker', () => {
  const fifty = Array.from({ length: 50 }, (_, index) => 2_147_483_000 + index).join(',');

  it.each(['seller-product-batches', 'creatable-products'])(
    'the %s path carries fifty ten-digit ids',
    async (page) => {
      expect(fifty.length).toBe(549);
      const res = await call('GET', `/api/hub/batches/${page}/${fifty}/`, ops);
      expect(res.statusCode, res.body).toBe(200);
    },
  );

  it('a fifty-first maker is refused with a sentence', async () => {
    const fiftyOne = Array.from({ length: 51 }, (_, index) => index + 1).join(',');
    const res = await call('GET', `/api/hub/batches/creatable-products/${fiftyOne}/`, ops);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toBe(
      "Choose sellers as 'ALL' or their ids separated by commas (at most 50).",
    );
  });
});

describe('coordinates only as decimal numbers', () => {
  it.each(['lat=&lng=', 'lat=12.97&lng=', 'lat=12.97&lng=0x10', 'lat=1e1&lng=77.59', 'lat=12.97'])(
    '/api/places/reverse/?%s answers 400',
    async (query) => {
      const res = await call('GET', `/api/places/reverse/?${query}`, customer);
      expect(res.statusCode, res.body).toBe(400);
    },
  );

  it('a pin in Bangalore is read', async () => {
    const res = await call('GET', '/api/places/reverse/?lat=12.9716&lng=77.5946', customer);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('405 names the methods the path takes', () => {
  it.each([
    '/api/products/cart-list/',
    '/api/orders/check-discount-code/',
    '/api/orders/payment/confirm/',
    '/api/orders/payment/webhook/',
  ])('DELETE %s: Allow is POST alone', async (url) => {
    const res = await call('DELETE', url, customer);
    expect(res.statusCode, res.body).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});
