import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/accounts';
import { makers } from '../../../db/schema/catalog';
import { sellerLeads } from '../../../db/schema/support';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let ops: Login;
let seller: Login;
let customer: Login;

beforeAll(async () => {
  shop = await openTestShop();
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  seller = await createTestLogin(db, { roles: ['seller'], firstName: 'Lakshmi' }, now);
  customer = await createTestLogin(db, {}, now);
  await db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
});
afterAll(async () => shop.close());

const call = caller(() => shop);

const form = {
  cuisine: 'Coorgi',
  category: 'Pandi curry, akki roti, bamboo shoot pickle',
  freeText: 'I cook for weddings in Virajpet and want to sell pickles in Bangalore.',
  doorNum: '12',
  buildingDetails: 'Rose Villa',
  road: 'Sarjapur Road',
  area: 'Bellandur',
  city: 'BANGALORE',
  pincode: '560068',
};

/** A customer sends the onboarding form, as the shop's seller page does. */
async function leadFrom(login: Login, change: Partial<typeof form> = {}) {
  const res = await call('POST', '/api/support/seller-leads/', login, { ...form, ...change });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const rolesOf = async (userId: number) =>
  (await shop.database.db.select().from(users).where(eq(users.id, userId)))[0]!.roles;

describe('seller leads in the hub', () => {
  it('lists leads for ops, newest first, new until turned; sellers and customers are refused', async () => {
    const kaveri = await createTestLogin(shop.database.db, { firstName: 'Kaveri' });
    const first = await leadFrom(kaveri);
    const second = await leadFrom(customer, { cuisine: 'Malnad' });
    const res = await call('GET', '/api/hub/seller-leads/?state=new', ops);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { leads, leadsCount } = res.json<{
      leads: { id: number; state: string; firstName: string }[];
      leadsCount: number;
    }>();
    expect(leads.slice(0, 2).map((lead) => lead.id)).toEqual([second, first]);
    expect(leads[1]).toMatchObject({
      state: 'new',
      firstName: 'Kaveri',
      cuisine: 'Coorgi',
      userId: kaveri.user.id,
      maker: null,
      turnedBy: null,
    });
    expect(leadsCount).toBeGreaterThanOrEqual(2);
    const bySeller = await call('GET', '/api/hub/seller-leads/', seller);
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().detail).toBe(
      'Only ops can see seller leads. Please contact your admin.',
    );
    expect((await call('GET', '/api/hub/seller-leads/', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/hub/seller-leads/?state=old', ops)).statusCode).toBe(400);
  });

  it("turns a lead into a maker: the sender's login gets the seller role and the store, audited", async () => {
    const kaveri = await createTestLogin(shop.database.db, { firstName: 'Kaveri' });
    const leadId = await leadFrom(kaveri);
    // Before: a customer, refused by the hub.
    expect((await call('GET', '/api/hub/makers/', kaveri)).statusCode).toBe(403);

    const res = await call('POST', `/api/hub/seller-leads/${leadId}/turn/`, ops, {
      version: 1,
      storeName: 'Kodava Kitchen',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { lead, maker } = res.json();
    expect(maker).toMatchObject({
      storeName: 'Kodava Kitchen',
      cuisineTag: 'Coorgi',
      categoryTag: 'Pandi curry, akki roti, bamboo shoot pickle',
      aboutSeller:
        'I cook for weddings in Virajpet and want to sell pickles in Bangalore.\n\n' +
        'Best dishes: Pandi curry, akki roti, bamboo shoot pickle.',
      leadTimeHours: 12,
      state: 'pending',
      productsCount: 0,
      version: 1,
      owner: { id: kaveri.user.id, mobile: kaveri.user.mobile },
    });
    expect(lead).toMatchObject({
      id: leadId,
      state: 'turned',
      maker: { id: maker.id, storeName: 'Kodava Kitchen' },
      turnedAt: shop.clock.now().toISOString(),
      turnedBy: { id: ops.user.id, name: 'Ravi Customer' },
    });
    expect(await rolesOf(kaveri.user.id)).toEqual(['customer', 'seller']);

    // The login she already has reads its new role at once (the shop's Account menu asks on
    // each visit and offers 'Hub'): no logout and login again.
    const profile = await call('GET', '/api/users/profile/', kaveri);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().roles).toEqual(['customer', 'seller']);

    // Her next request opens the hub on her own store.
    const mine = await call('GET', '/api/hub/makers/', kaveri);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().makers.map((m: { id: number }) => m.id)).toEqual([maker.id]);

    const turned = await call('GET', '/api/hub/seller-leads/?state=turned', ops);
    expect(turned.json().leads.map((l: { id: number }) => l.id)).toContain(leadId);
    const stillNew = await call('GET', '/api/hub/seller-leads/?state=new', ops);
    expect(stillNew.json().leads.map((l: { id: number }) => l.id)).not.toContain(leadId);

    const history = async (type: string, id: number) =>
      (await call('GET', `/api/hub/history/${type}/${id}/`, ops)).json().history;
    expect(await history('maker', maker.id)).toMatchObject([
      {
        action: 'created from a lead',
        actor: { id: ops.user.id, role: 'ops' },
        before: null,
        after: {
          storeName: 'Kodava Kitchen',
          state: 'pending',
          leadId,
          ownerUserId: kaveri.user.id,
        },
      },
    ]);
    expect(await history('lead', leadId)).toMatchObject([
      {
        action: 'turned into a maker',
        before: { state: 'new', makerId: null },
        after: { state: 'turned', makerId: maker.id },
      },
    ]);
    expect(await history('user', kaveri.user.id)).toMatchObject([
      {
        action: 'given the seller role',
        before: { roles: ['customer'] },
        after: { roles: ['customer', 'seller'] },
      },
    ]);
    // Leads and users are ops' alone.
    expect((await call('GET', `/api/hub/history/lead/${leadId}/`, kaveri)).statusCode).toBe(404);

    const again = await call('POST', `/api/hub/seller-leads/${leadId}/turn/`, ops, {
      version: 1,
      storeName: 'Kodava Kitchen Two',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'LEAD_ALREADY_TURNED',
      detail: 'This lead has already been turned into a maker.',
    });
  });

  it('takes the tags, lead time and state ops give over the lead', async () => {
    const leadId = await leadFrom(await createTestLogin(shop.database.db));
    const res = await call('POST', `/api/hub/seller-leads/${leadId}/turn/`, ops, {
      version: 1,
      storeName: 'Virajpet Pickles',
      categoryTag: 'Pickles',
      leadTimeHours: 48,
      state: 'approved',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().maker).toMatchObject({
      categoryTag: 'Pickles',
      cuisineTag: 'Coorgi',
      leadTimeHours: 48,
      state: 'approved',
    });
    const picker = await call('GET', '/api/hub/batches/approved-sellers/', ops);
    expect(picker.json().approvedSellers.map((s: { storeName: string }) => s.storeName)).toContain(
      'Virajpet Pickles',
    );
  });

  it('refuses a lead whose sender already runs a store, and stores nothing', async () => {
    const leadId = await leadFrom(seller);
    const makersBefore = await shop.database.db.select().from(makers);
    const res = await call('POST', `/api/hub/seller-leads/${leadId}/turn/`, ops, {
      version: 1,
      storeName: "Lakshmi's Second Store",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'LOGIN_RUNS_A_STORE',
      detail: `Lakshmi Customer (${seller.user.mobile}) already runs Amma's Kitchen in the hub. One login runs one store.`,
    });
    expect(await shop.database.db.select().from(makers)).toHaveLength(makersBefore.length);
    const [lead] = await shop.database.db
      .select()
      .from(sellerLeads)
      .where(eq(sellerLeads.id, leadId));
    expect(lead!.makerId).toBeNull();
  });

  it('answers 404 for a lead that does not exist, and refuses sellers', async () => {
    expect(
      (
        await call('POST', '/api/hub/seller-leads/999999/turn/', ops, {
          version: 1,
          storeName: 'Nobody',
        })
      ).statusCode,
    ).toBe(404);
    const leadId = await leadFrom(await createTestLogin(shop.database.db));
    const bySeller = await call('POST', `/api/hub/seller-leads/${leadId}/turn/`, seller, {
      version: 1,
      storeName: 'Mine Now',
    });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().detail).toBe(
      'Only ops can turn a lead into a maker. Please contact your admin.',
    );
  });
});

describe('makers created from scratch', () => {
  it('creates a maker awaiting approval, run by the login with the mobile given', async () => {
    const anand = await createTestLogin(shop.database.db, { firstName: 'Anand' });
    const profile = {
      storeName: 'Anand Millet Works',
      categoryTag: 'Millets',
      cuisineTag: 'Karnataka',
      aboutSeller: 'Millet flours and mixes, stone-milled in Tumakuru.',
    };
    const unknown = await call('POST', '/api/hub/makers/', ops, {
      ...profile,
      ownerMobile: '9000000001',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'ACCOUNT_NOT_FOUND',
      detail: 'No account has this mobile number. Ask them to log in once with it, then try again.',
    });

    const res = await call('POST', '/api/hub/makers/', ops, {
      ...profile,
      ownerMobile: anand.user.mobile,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      ...profile,
      state: 'pending',
      owner: { id: anand.user.id },
      version: 1,
    });
    expect(await rolesOf(anand.user.id)).toEqual(['customer', 'seller']);
    const history = await call('GET', `/api/hub/history/maker/${res.json().id}/`, ops);
    expect(history.json().history).toMatchObject([{ action: 'created', before: null }]);

    const bySeller = await call('POST', '/api/hub/makers/', seller, profile);
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().detail).toBe('Only ops can create a maker. Please contact your admin.');
  });

  it("gives a maker's store to another login on the version read; the one before loses it", async () => {
    const created = await call('POST', '/api/hub/makers/', ops, {
      storeName: 'Hebbal Honey',
      categoryTag: 'Honey',
      cuisineTag: 'Forest',
      aboutSeller: 'Wild honey from the Western Ghats.',
      state: 'approved',
    });
    expect(created.statusCode, created.body).toBe(201);
    const makerId = created.json().id as number;
    expect(created.json().owner).toBeNull();
    const first = await createTestLogin(shop.database.db, { firstName: 'Girish' });
    const second = await createTestLogin(shop.database.db, { firstName: 'Suma' });

    const given = await call('POST', `/api/hub/makers/${makerId}/owner/`, ops, {
      version: 1,
      mobile: first.user.mobile,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ version: 2, owner: { id: first.user.id } });
    const stale = await call('POST', `/api/hub/makers/${makerId}/owner/`, ops, {
      version: 1,
      mobile: second.user.mobile,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    // The stale attempt changed nothing: no seller role for the second login.
    expect(await rolesOf(second.user.id)).toEqual(['customer']);

    const moved = await call('POST', `/api/hub/makers/${makerId}/owner/`, ops, {
      version: 2,
      mobile: second.user.mobile,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().owner.id).toBe(second.user.id);
    const before = await call('GET', '/api/hub/makers/', first);
    expect(before.statusCode).toBe(403);
    expect(before.json().detail).toBe(
      'Your store is not set up in the hub yet. Please contact your admin.',
    );
    expect((await call('GET', '/api/hub/makers/', second)).json().makers[0].id).toBe(makerId);
    const history = await call('GET', `/api/hub/history/maker/${makerId}/`, ops);
    expect(history.json().history[0]).toMatchObject({
      action: 'store given to a login',
      before: { ownerUserId: first.user.id },
      after: { ownerUserId: second.user.id },
    });
    expect(
      (
        await call('POST', `/api/hub/makers/${makerId}/owner/`, seller, {
          version: 3,
          mobile: seller.user.mobile,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('store names', () => {
  it('refuses a store name another maker has, whatever its case, spaces and punctuation', async () => {
    const profile = {
      categoryTag: 'Oils',
      cuisineTag: 'Karnataka',
      aboutSeller: 'Cold-pressed oils from Mandya, pressed the week they are sold.',
    };
    const first = await call('POST', '/api/hub/makers/', ops, {
      ...profile,
      storeName: "Mandya's Oil Mill",
    });
    expect(first.statusCode, first.body).toBe(201);
    for (const storeName of ['mandyas oil mill', 'MANDYA’S  OIL-MILL', 'Mandya s Oil Mill.']) {
      const again = await call('POST', '/api/hub/makers/', ops, { ...profile, storeName });
      expect(again.statusCode, storeName).toBe(409);
      expect(again.json()).toEqual({
        code: 'STORE_NAME_TAKEN',
        detail:
          "Another maker's store is called “Mandya's Oil Mill”. Please choose another store name.",
      });
    }
    // A maker keeps its own name when it edits its profile, in another case.
    const { id, version } = first.json();
    const own = await call('PATCH', `/api/hub/makers/${id}/`, ops, {
      version,
      storeName: 'MANDYAS OIL MILL',
    });
    expect(own.statusCode, own.body).toBe(200);
    // Another maker cannot rename itself to it.
    const other = await call('POST', '/api/hub/makers/', ops, {
      ...profile,
      storeName: 'Mandya Ghani',
    });
    const taken = await call('PATCH', `/api/hub/makers/${other.json().id}/`, ops, {
      version: other.json().version,
      storeName: "Mandya's oil mill",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toContain('“MANDYAS OIL MILL”');
  });
});
