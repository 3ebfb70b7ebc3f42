import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HubKnownLocation,
  KnownLocationPage,
  ServiceAreaList,
} from '@makers-pantry/domain/hub-areas';
import { hubAuditLog } from '../../../db/schema/hub';
import { DEFAULT_CENTRE } from '../../../demo/places';
import { createTestLogin } from '../../../http/auth-testing';
import { anotherInstance, caller, openTestShop, type TestShop } from '../../../test/harness';
import { buildPlaces } from '../../../test/place-fixtures';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let ops: Login;
let admin: Login;
let seller: Login;
let customer: Login;
let quickAreaId: number;
let bigAreaId: number;

beforeAll(async () => {
  shop = await openTestShop();
  const db = shop.database.db;
  const now = shop.clock.now();
  await buildPlaces(db);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  admin = await createTestLogin(db, { roles: ['admin'] }, now);
  seller = await createTestLogin(db, { roles: ['seller'] }, now);
  customer = await createTestLogin(db, {}, now);
  const areas = (await call('GET', '/api/hub/service-areas/', ops)).json<ServiceAreaList>().areas;
  quickAreaId = areas.find((area) => area.polygonSize === 100)!.id;
  bigAreaId = areas.find((area) => area.polygonSize === 300)!.id;
});
afterAll(async () => shop.close());

const call = caller(() => shop);

/** An apartment a few hundred metres from the centre of HSR Layout: inside every area. */
const greenwood = (fields: object = {}) => ({
  serviceAreaId: quickAreaId,
  name: 'Greenwood Heights',
  buildingDetails: 'Towers 1 to 3',
  road: '19th Main Road',
  area: 'HSR Layout Sector 2',
  pincode: '560102',
  latitude: DEFAULT_CENTRE.lat + 0.0031,
  longitude: DEFAULT_CENTRE.lng - 0.0022,
  ...fields,
});

const auditRows = (id: number) =>
  shop.database.db
    .select()
    .from(hubAuditLog)
    .where(and(eq(hubAuditLog.objectType, 'known_location'), eq(hubAuditLog.objectId, id)))
    .orderBy(hubAuditLog.id);

describe('service areas and known locations in the hub', () => {
  it('are for ops and admins: 401 without a login, 403 for a seller or a customer', async () => {
    for (const url of ['/api/hub/service-areas/', '/api/hub/known-locations/']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, seller)).statusCode).toBe(403);
      expect((await call('GET', url, customer)).statusCode).toBe(403);
      expect((await call('GET', url, admin)).statusCode).toBe(200);
    }
    const refused = await call('POST', '/api/hub/known-locations/', seller, greenwood());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('shows each area with its outline and how many known locations lie inside it, nested', async () => {
    const res = await call('GET', '/api/hub/service-areas/', ops);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const areas = res.json<ServiceAreaList>().areas;
    expect(areas.map((area) => area.polygonSize)).toEqual([100, 200, 300]);
    expect(areas[0]).toMatchObject({ name: 'HSR Layout & Agara (quick delivery)' });
    expect(areas[0]!.outline).toHaveLength(14);
    // The seed's 15 apartments all lie in the big area; fewer in each smaller one.
    expect(areas[2]!.knownLocations).toBe(15);
    expect(areas[0]!.knownLocations).toBeLessThan(areas[1]!.knownLocations);
    expect(areas[1]!.knownLocations).toBeLessThan(15);
  });

  it('lists locations by name, searched and limited to an area, with the smallest area each is in', async () => {
    const all = (await call('GET', '/api/hub/known-locations/', ops)).json<KnownLocationPage>();
    expect(all.locationsCount).toBe(15);
    expect(all.locations.map((l) => l.name)).toEqual(
      all.locations.map((l) => l.name).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );
    const sobha = await call('GET', '/api/hub/known-locations/?q=dewflower', ops);
    expect(sobha.json<KnownLocationPage>().locations).toEqual([
      expect.objectContaining({
        name: 'Sobha Dewflower',
        road: '27th Main Road',
        serviceAreaId: quickAreaId,
        isActive: true,
        version: 1,
        addressCount: 0,
      }),
    ]);
    const quick = await call('GET', `/api/hub/known-locations/?area=${quickAreaId}`, ops);
    const areas = (await call('GET', '/api/hub/service-areas/', ops)).json<ServiceAreaList>();
    expect(quick.json<KnownLocationPage>().locationsCount).toBe(areas.areas[0]!.knownLocations);
    expect(
      quick.json<KnownLocationPage>().locations.every((l) => l.serviceAreaId === quickAreaId),
    ).toBe(true);
    const unknownArea = await call('GET', '/api/hub/known-locations/?area=999', ops);
    expect(unknownArea.statusCode).toBe(404);
    const badPage = await call('GET', '/api/hub/known-locations/?page=0', ops);
    expect(badPage.statusCode).toBe(400);
  });

  it('refuses a point outside the area named, with a sentence, and stores nothing', async () => {
    // About 5 km south-east of the centre: in the big area, outside the quick-delivery one.
    const outside = greenwood({
      name: 'Far Meadows',
      latitude: DEFAULT_CENTRE.lat - 0.035,
      longitude: DEFAULT_CENTRE.lng + 0.03,
    });
    const res = await call('POST', '/api/hub/known-locations/', ops, outside);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'OUTSIDE_SERVICE_AREA',
      detail:
        "That point lies outside HSR Layout & Agara (quick delivery). Please place the pin inside the area's outline.",
    });
    const none = await call('GET', '/api/hub/known-locations/?q=far%20meadows', ops);
    expect(none.json<KnownLocationPage>().locationsCount).toBe(0);
    // The same point is fine for the big area.
    const inBig = await call('POST', '/api/hub/known-locations/', ops, {
      ...outside,
      serviceAreaId: bigAreaId,
    });
    expect(inBig.statusCode, inBig.body).toBe(201);
    expect(inBig.json<HubKnownLocation>().serviceAreaId).toBe(bigAreaId);
  });

  it('a new location is offered to customers at once, on every instance: the dropdown and the place search', async () => {
    const other = await anotherInstance(shop);
    try {
      // The other instance has answered before the change, so anything it kept would show.
      await other.inject({ method: 'GET', url: '/logistics/locations/' });

      const created = await call('POST', '/api/hub/known-locations/', ops, greenwood());
      expect(created.statusCode, created.body).toBe(201);
      expect(created.headers['cache-control']).toContain('no-store');
      const location = created.json<HubKnownLocation>();
      expect(location).toMatchObject({
        name: 'Greenwood Heights',
        city: 'BANGALORE',
        latitude: Number((DEFAULT_CENTRE.lat + 0.0031).toFixed(6)),
        serviceAreaId: quickAreaId,
        version: 1,
        isActive: true,
      });

      const dropdown = await other.inject({ method: 'GET', url: '/logistics/locations/' });
      expect(dropdown.json<{ id: number; name: string }[]>()).toContainEqual({
        id: location.id,
        name: 'Greenwood Heights',
      });
      const search = await other.inject({
        method: 'GET',
        url: '/api/places/suggestions/?query=greenwood',
        headers: customer.headers as Record<string, string>,
      });
      expect(search.json<{ name: string; description: string }[]>()[0]).toMatchObject({
        name: 'Greenwood Heights',
        description: expect.stringContaining('19th Main Road'),
      });

      const address = await other.inject({
        method: 'POST',
        url: `/logistics/locations/${location.id}/create-address-v2/`,
        headers: customer.headers as Record<string, string>,
        payload: { name: 'Asha Rao', mobile: '9876543210', doorNum: 'Flat 1204' },
      });
      expect(address.statusCode, address.body).toBe(201);
      expect(address.json()).toMatchObject({
        buildingDetails: 'Greenwood Heights',
        road: '19th Main Road',
        isServiceable: true,
        serviceablePolygon: 100,
        locationId: location.id,
      });

      const [row] = await auditRows(location.id);
      expect(row).toMatchObject({
        action: 'created',
        actorName: expect.stringMatching(/^Ravi/),
        actorRole: 'ops',
        before: null,
        after: expect.objectContaining({ name: 'Greenwood Heights', isActive: true }),
      });
    } finally {
      await other.close();
    }
  });

  it('edits on its version: a stale one is refused, a move outside the area too, each change in the history', async () => {
    const created = (
      await call('POST', '/api/hub/known-locations/', ops, greenwood({ name: 'Lakeside Nest' }))
    ).json<HubKnownLocation>();
    const url = `/api/hub/known-locations/${created.id}/`;

    const renamed = await call('PATCH', url, ops, { version: 1, name: 'Lakeside Nest Phase 1' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Lakeside Nest Phase 1', version: 2 });

    const stale = await call('PATCH', url, admin, { version: 1, road: 'Outer Ring Road' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' });

    const movedOut = await call('PATCH', url, ops, {
      version: 2,
      serviceAreaId: quickAreaId,
      latitude: DEFAULT_CENTRE.lat - 0.035,
      longitude: DEFAULT_CENTRE.lng + 0.03,
    });
    expect(movedOut.statusCode).toBe(400);
    expect(movedOut.json()).toMatchObject({ code: 'OUTSIDE_SERVICE_AREA' });
    const halfMove = await call('PATCH', url, ops, { version: 2, latitude: 12.91 });
    expect(halfMove.statusCode).toBe(400);

    const one = await call('GET', url, ops);
    expect(one.json()).toMatchObject({ name: 'Lakeside Nest Phase 1', version: 2 });
    expect((await call('GET', '/api/hub/known-locations/99999/', ops)).statusCode).toBe(404);

    const history = await call('GET', `/api/hub/history/known_location/${created.id}/`, ops);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().history[0]).toMatchObject({
      action: 'edited',
      before: { name: 'Lakeside Nest' },
      after: { name: 'Lakeside Nest Phase 1' },
    });
  });

  it('retiring keeps the addresses made from it, hides it from customers, and can be undone', async () => {
    const location = (
      await call('POST', '/api/hub/known-locations/', ops, greenwood({ name: 'Orchid Enclave' }))
    ).json<HubKnownLocation>();
    const address = await call(
      'POST',
      `/logistics/locations/${location.id}/create-address-v2/`,
      customer,
      { name: 'Asha Rao', mobile: '9876543210', doorNum: 'Flat 88' },
    );
    expect(address.statusCode, address.body).toBe(201);
    const url = `/api/hub/known-locations/${location.id}/`;

    const retired = await call('PATCH', url, ops, { version: 1, isActive: false });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toMatchObject({ isActive: false, addressCount: 1, version: 2 });

    const own = await call('GET', '/api/users/address/', customer);
    expect(own.json()).toContainEqual(
      expect.objectContaining({ doorNum: 'Flat 88', locationId: location.id }),
    );
    const dropdown = await call('GET', '/logistics/locations/');
    expect(dropdown.json<{ name: string }[]>().map((l) => l.name)).not.toContain('Orchid Enclave');
    const search = await call('GET', '/api/places/suggestions/?query=orchid%20enclave', customer);
    expect(search.json<{ name: string }[]>().map((p) => p.name)).not.toContain('Orchid Enclave');
    const newAddress = await call(
      'POST',
      `/logistics/locations/${location.id}/create-address-v2/`,
      customer,
      { name: 'Asha Rao', mobile: '9876543210', doorNum: 'Flat 89' },
    );
    expect(newAddress.statusCode).toBe(404);
    const listed = await call('GET', '/api/hub/known-locations/?state=retired&q=orchid', ops);
    expect(listed.json<KnownLocationPage>().locations.map((l) => l.name)).toEqual([
      'Orchid Enclave',
    ]);

    const restored = await call('PATCH', url, ops, { version: 2, isActive: true });
    expect(restored.json()).toMatchObject({ isActive: true, version: 3 });
    const found = await call('GET', '/api/places/suggestions/?query=orchid%20enclave', customer);
    expect(found.json<{ name: string }[]>()[0]?.name).toBe('Orchid Enclave');
    expect((await auditRows(location.id)).map((row) => row.action)).toEqual([
      'created',
      'retired',
      'restored',
    ]);
  });
});
