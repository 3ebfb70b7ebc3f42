import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceAreaList } from '@makers-pantry/domain/hub-areas';
import type { WaitlistSummary } from '@makers-pantry/domain/waitlist';
import { messagePreferenceChanges, users } from '../../../db/schema/accounts';
import { outboxMessages } from '../../../db/schema/messages';
import { createTestLogin } from '../../../http/auth-testing';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { buildPlaces } from '../../../test/place-fixtures';

/**
 * 'We will notify you' kept: a place outside every area waits; when ops widen an area over it,
 * its customer is queued one message, once, and a place still outside hears nothing.
 */
type Login = Awaited<ReturnType<typeof createTestLogin>>;
type Area = ServiceAreaList['areas'][number];
let shop: TestShop;
let ops: Login;
let customer: Login;
let big: Area;
const call = caller(() => shop);

beforeAll(async () => {
  shop = await openTestShop();
  const db = shop.database.db;
  const now = shop.clock.now();
  await buildPlaces(db);
  ops = await createTestLogin(db, { roles: ['ops'] }, now);
  customer = await createTestLogin(db, {}, now);
  await db.update(users).set({ language: 'kn' }).where(eq(users.id, customer.user.id));
  const areas = (await call('GET', '/api/hub/service-areas/', ops)).json<ServiceAreaList>().areas;
  big = areas.find((area) => area.polygonSize === 300)!;
});
afterAll(async () => shop.close());

const northOf = (area: Area, degrees: number) => ({
  latitude: Math.max(...area.outline.map(([lat]) => lat)) + degrees,
  longitude: area.outline.reduce((sum, [, lng]) => sum + lng, 0) / area.outline.length,
});
/** The area's bounding box grown by `degrees` on every side. */
const widened = (area: Area, degrees: number): [number, number][] => {
  const lats = area.outline.map(([lat]) => lat);
  const lngs = area.outline.map(([, lng]) => lng);
  const [s, n] = [Math.min(...lats) - degrees, Math.max(...lats) + degrees];
  const [w, e] = [Math.min(...lngs) - degrees, Math.max(...lngs) + degrees];
  return [
    [s, w],
    [n, w],
    [n, e],
    [s, e],
  ];
};
const waitlistMessages = () =>
  shop.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.template, 'waitlist_area_open'));

describe('the waitlist', () => {
  // About 1 km beyond the big area's northern edge, and about 22 km beyond it.
  const near = () => northOf(big, 0.01);
  const far = () => northOf(big, 0.2);

  it('keeps a place only with consent, and a visitor only with a mobile', async () => {
    const place = { ...far(), addressText: 'Yelahanka New Town, Bengaluru' };
    const noConsent = await call('POST', '/api/waitlist/', undefined, {
      ...place,
      mobile: '9811112222',
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().detail).toContain('Please agree to one message');
    const noMobile = await call('POST', '/api/waitlist/', undefined, { ...place, consent: true });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json().detail).toContain('Please enter the mobile number');
    const kept = await call('POST', '/api/waitlist/', undefined, {
      ...place,
      mobile: '9811112222',
      consent: true,
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toEqual({
      detail: 'We will message you as soon as we start deliveries to this location.',
      mobile: '9811112222',
    });
  });

  it("uses a login's own mobile and records its WhatsApp consent with the time", async () => {
    const kept = await call('POST', '/api/waitlist/', customer, {
      ...near(),
      addressText: 'Hebbal Kempapura, Bengaluru',
      consent: true,
      whatsapp: true,
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().mobile).toBe(customer.user.mobile);
    const [profile] = await shop.database.db
      .select({ consentAt: users.whatsappConsentAt })
      .from(users)
      .where(eq(users.id, customer.user.id));
    expect(profile?.consentAt).toEqual(shop.clock.now());
  });

  it('refuses a place we already deliver to', async () => {
    const inside = { latitude: big.outline[0]![0] + 0, longitude: big.outline[0]![1] };
    const centre = await call('POST', '/api/waitlist/', customer, {
      latitude: (inside.latitude + northOf(big, 0).latitude) / 2,
      longitude: northOf(big, 0).longitude,
      addressText: 'Somewhere inside',
      consent: true,
    });
    expect(centre.statusCode).toBe(400);
    expect(centre.json().detail).toBe(
      'We already deliver to this location. Please save it as your address.',
    );
  });

  it('shows ops how many wait near each area, with the points for the map', async () => {
    const summary = (await call('GET', '/api/hub/waitlist/', ops)).json<WaitlistSummary>();
    expect(summary.points).toHaveLength(2);
    expect(summary.areas.find((a) => a.id === big.id)).toEqual({ id: big.id, inside: 0, near: 1 });
    expect((await call('GET', '/api/hub/waitlist/', customer)).statusCode).toBe(403);
  });

  it('tells the customer a widened area now covers once, and never one still outside', async () => {
    expect(await waitlistMessages()).toHaveLength(0);
    const widen = await call('PATCH', `/api/hub/service-areas/${big.id}/`, ops, {
      version: big.version,
      outline: widened(big, 0.02),
    });
    expect(widen.statusCode).toBe(200);
    expect(widen.json()).toMatchObject({ version: big.version + 1, waitingTold: 1 });
    const told = await waitlistMessages();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      mobile: customer.user.mobile,
      language: 'kn',
      channel: 'whatsapp',
      state: 'queued',
      variables: { place: 'Hebbal Kempapura, Bengaluru' },
    });

    // Widened again, a little more: the customer already told is not told twice, the far one still waits.
    const again = await call('PATCH', `/api/hub/service-areas/${big.id}/`, ops, {
      version: big.version + 1,
      outline: widened(big, 0.05),
    });
    expect(again.json()).toMatchObject({ waitingTold: 0 });
    expect(await waitlistMessages()).toHaveLength(1);
    const summary = (await call('GET', '/api/hub/waitlist/', ops)).json<WaitlistSummary>();
    expect(summary.points).toHaveLength(1);
  });

  it('refuses an edit made on an old version, or by a customer', async () => {
    const stale = await call('PATCH', `/api/hub/service-areas/${big.id}/`, ops, {
      version: big.version,
      outline: widened(big, 0.3),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect(await waitlistMessages()).toHaveLength(1);
    const byCustomer = await call('PATCH', `/api/hub/service-areas/${big.id}/`, customer, {
      version: big.version + 2,
      outline: widened(big, 0.3),
    });
    expect(byCustomer.statusCode).toBe(403);
    const tooFew = await call('PATCH', `/api/hub/service-areas/${big.id}/`, ops, {
      version: big.version + 2,
      outline: [[12.9, 77.6]],
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().detail).toContain('at least three corners');
  });

  it("keeps a login's WhatsApp consent in its history of message choices, once", async () => {
    const asker = await createTestLogin(shop.database.db, {}, shop.clock.now());
    for (const [degrees, addressText] of [
      [0.2, 'Yelahanka, Bengaluru'],
      [0.25, 'Doddaballapura Road, Bengaluru'],
    ] as const) {
      const kept = await call('POST', '/api/waitlist/', asker, {
        ...northOf(big, degrees),
        addressText,
        consent: true,
        whatsapp: true,
      });
      expect(kept.statusCode).toBe(201);
    }
    const history = await shop.database.db
      .select({
        whatsappConsent: messagePreferenceChanges.whatsappConsent,
        optedOut: messagePreferenceChanges.optedOut,
        changedBy: messagePreferenceChanges.changedBy,
        at: messagePreferenceChanges.at,
      })
      .from(messagePreferenceChanges)
      .where(eq(messagePreferenceChanges.userId, asker.user.id));
    expect(history).toEqual([
      { whatsappConsent: true, optedOut: null, changedBy: 'customer', at: shop.clock.now() },
    ]);
  });
});
