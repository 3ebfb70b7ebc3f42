import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerLeads } from '../../db/schema/support';
import { createTestLogin } from '../../http/auth-testing';
import { openTestShop, type TestShop } from '../../test/harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => shop.close());

const form = {
  cuisine: 'Coorgi',
  category: 'Pandi curry, akki roti',
  doorNum: '12',
  buildingDetails: 'Rose Villa',
  road: 'Sarjapur Road',
  area: 'Bellandur',
  city: 'BANGALORE',
  pincode: '560068',
};
const send = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  shop.app.inject({ method: 'POST', url: '/api/support/seller-leads/', headers, payload });

describe('seller onboarding form', () => {
  it('stores the request with the name and mobile of the login', async () => {
    const maker = await createTestLogin(shop.database.db, { firstName: 'Kaveri' });
    const res = await send(maker.headers, form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ ...form, firstName: 'Kaveri', mobile: maker.user.mobile });
    const rows = await shop.database.db.select().from(sellerLeads);
    expect(rows.some((row) => row.userId === maker.user.id && row.freeText === '')).toBe(true);
  });

  it('answers with the form sentences', async () => {
    const maker = await createTestLogin(shop.database.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ cuisine: '  ' }, 'Please enter at least one type of cuisine'],
      [{ category: 'Dosa' }, 'Please enter at least two items you make'],
      [{ doorNum: '1' }, 'Please enter a valid door number'],
      [{ road: 'MG' }, 'Please enter a valid street / road name'],
      [{ area: 'HS' }, 'Please enter a valid area'],
      [{ pincode: '060068' }, 'Please enter a valid pincode'],
    ];
    for (const [change, sentence] of cases) {
      const res = await send(maker.headers, { ...form, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(sentence);
    }
    expect((await send(maker.headers, { ...form, isApproved: true })).statusCode).toBe(400);
    expect((await send(maker.headers, { ...form, area: 'Bell\u202Eandur' })).statusCode).toBe(400);
  });

  it('needs a login', async () => {
    expect((await send({}, form)).statusCode).toBe(401);
  });
});

describe('ops download the requests', () => {
  it('as CSV, with formula-looking cells made harmless', async () => {
    const maker = await createTestLogin(shop.database.db, { firstName: 'Meera' });
    await send(maker.headers, {
      ...form,
      cuisine: '=HYPERLINK("http://x")',
      freeText: '@me, "hi"',
    });
    const ops = await createTestLogin(shop.database.db, { roles: ['ops'] });
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/hub/seller-leads.csv',
      headers: ops.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'createdAt,firstName,mobile,cuisine,category,freeText,doorNum,buildingDetails,road,area,city,pincode',
    );
    expect(res.body).toContain(`Meera,${maker.user.mobile},"'=HYPERLINK(""http://x"")",`);
    expect(res.body).toContain(`"'@me, ""hi"""`);
  });

  it('is refused to customers and sellers', async () => {
    for (const roles of [['customer'], ['seller']] as const) {
      const someone = await createTestLogin(shop.database.db, { roles: [...roles] });
      for (const url of ['/api/hub/seller-leads.csv', '/api/hub/seller-leads/']) {
        const res = await shop.app.inject({ method: 'GET', url, headers: someone.headers });
        expect(res.statusCode).toBe(403);
      }
    }
  });
});
