import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makers } from '../../../db/schema/catalog';
import { createTestLogin } from '../../../http/auth-testing';
import { openTestShop, type TestShop } from '../../../test/harness';

/** Two ops at once on PostgreSQL: a lead is turned once, and one login gets one store. */
let shop: TestShop;
let ops: Awaited<ReturnType<typeof createTestLogin>>;
let colleague: Awaited<ReturnType<typeof createTestLogin>>;

beforeAll(async () => {
  shop = await openTestShop();
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] });
  colleague = await createTestLogin(shop.database.db, { roles: ['ops'] });
});
afterAll(async () => shop.close());

const form = {
  cuisine: 'Malnad',
  category: 'Akki rotti, kesari bath',
  doorNum: '14',
  buildingDetails: 'Hill View',
  road: 'Sakleshpur Road',
  area: 'Hassan',
  city: 'HASSAN',
  pincode: '573201',
};

async function leadOf(headers: Record<string, string>) {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/support/seller-leads/',
    headers,
    payload: form,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const turn = (leadId: number, headers: Record<string, string>, storeName: string) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/hub/seller-leads/${leadId}/turn/`,
    headers,
    payload: { version: 1, storeName },
  });

describe('turning leads at the same moment', () => {
  it('turns a lead once when two ops turn it at once', async () => {
    const person = await createTestLogin(shop.database.db);
    const leadId = await leadOf(person.headers);
    const answers = await Promise.all([
      turn(leadId, ops.headers, 'Malnad Mane'),
      turn(leadId, colleague.headers, 'Malnad Mane Foods'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().code).toBe('LEAD_ALREADY_TURNED');
    const stores = await shop.database.db
      .select()
      .from(makers)
      .where(eq(makers.userId, person.user.id));
    expect(stores).toHaveLength(1);
  });

  it('gives one store to a person whose two leads are turned at once, never a server error', async () => {
    const person = await createTestLogin(shop.database.db);
    const first = await leadOf(person.headers);
    const second = await leadOf(person.headers);
    const answers = await Promise.all([
      turn(first, ops.headers, 'Hassan Pickles'),
      turn(second, colleague.headers, 'Hassan Sweets'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().code).toBe('LOGIN_RUNS_A_STORE');
    const stores = await shop.database.db
      .select()
      .from(makers)
      .where(eq(makers.userId, person.user.id));
    expect(stores).toHaveLength(1);
  });
});
