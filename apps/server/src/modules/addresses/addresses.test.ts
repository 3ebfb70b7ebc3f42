import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, type Address } from '@makers-pantry/domain/addresses';
import { isInsideOutline } from '@makers-pantry/domain/geo';
import { DEFAULT_CENTRE } from '../../demo/places';
import { createTestLogin } from '../../http/auth-testing';
import { openTestShop, type TestShop } from '../../test/harness';
import { buildPlaces } from '../../test/place-fixtures';

let shop: TestShop;
let fixtures: Awaited<ReturnType<typeof buildPlaces>>;
beforeAll(async () => {
  shop = await openTestShop();
  fixtures = await buildPlaces(shop.database.db);
});
afterAll(async () => shop.close());

const customer = () => createTestLogin(shop.database.db, {}, shop.clock.now());

const mapAddress = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  mobile: '9876543210',
  doorNum: 'Flat 402',
  buildingDetails: 'Tower B',
  road: '27th Main Road',
  area: 'HSR Layout',
  city: 'BANGALORE',
  pincode: '560102',
  label: 'Home',
  isDefault: false,
  latitude: DEFAULT_CENTRE.lat,
  longitude: DEFAULT_CENTRE.lng,
  isServiceable: true,
  ...overrides,
});

async function post(headers: Record<string, string>, payload: Record<string, unknown>) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/users/address/create-v2/',
    headers,
    payload,
  });
}

async function addressCount(userId: number) {
  const result = await shop.database.db.execute<{ count: number }>(
    `select count(*)::int as count from addresses where user_id = ${userId}` as never,
  );
  return result.rows[0]?.count;
}

describe('known locations', () => {
  it('lists the apartments and offices by name', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/logistics/locations/' });
    expect(res.statusCode).toBe(200);
    const names = res.json<{ id: number; name: string }[]>().map((l) => l.name);
    expect(names).toContain('Sobha Dewflower');
    expect(names).toHaveLength(15);
  });

  it('fills road, area, city, pincode and coordinates from the location', async () => {
    const { headers } = await customer();
    const location = fixtures.byName('Sobha Dewflower');
    const res = await shop.app.inject({
      method: 'POST',
      url: `/logistics/locations/${location.id}/create-address-v2/`,
      headers,
      payload: {
        name: 'Asha Rao',
        mobile: '9876543210',
        doorNum: 'A-1203',
        buildingDetails: 'Tower A',
        label: 'Home',
        isDefault: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      road: location.road,
      area: location.area,
      city: 'BANGALORE',
      pincode: location.pincode,
      latitude: location.latitude,
      longitude: location.longitude,
      buildingDetails: 'Sobha Dewflower, Tower A',
      isServiceable: true,
      serviceablePolygon: 100,
      isDefault: true,
      locationId: location.id,
    });
  });

  it('answers 404 for an unknown location and 401 without login', async () => {
    const { headers } = await customer();
    const payload = { name: 'Asha Rao', mobile: '9876543210', doorNum: 'A-1', label: 'Home' };
    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/logistics/locations/9999/create-address-v2/',
      headers,
      payload,
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: `/logistics/locations/${fixtures.byName('Sobha Dewflower').id}/create-address-v2/`,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('map addresses', () => {
  it('stores an address inside the areas with the polygon size the server decided', async () => {
    const { headers, user } = await customer();
    const res = await post(
      headers,
      mapAddress({ latitude: 12.91212345678, longitude: 77.64461234567, city: 'Mysuru' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const address = res.json<Address>();
    expect(address).toMatchObject({
      latitude: 12.912123,
      longitude: 77.644612,
      city: 'BANGALORE',
      isServiceable: true,
      serviceablePolygon: 100,
      isDefault: true,
    });
    expect(await addressCount(user.id)).toBe(1);
  });

  it('refuses a point outside every area even when the client says it is serviceable, storing nothing', async () => {
    const { headers, user } = await customer();
    // Whitefield: well outside the big outline.
    const res = await post(
      headers,
      mapAddress({ latitude: 12.9698, longitude: 77.75, isServiceable: true }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'NOT_SERVICEABLE',
      detail: 'Sorry, we currently do not deliver to this location.',
    });
    expect(await addressCount(user.id)).toBe(0);
  });

  it('counts a point on an outline as inside, and a point just beyond it as outside', async () => {
    const { headers } = await customer();
    const big = fixtures.areas.find((area) => area.polygonSize === 300);
    const small = fixtures.areas.find((area) => area.polygonSize === 100);
    const [lat, lng] = big!.outline[0]!;
    const onEdge = await post(headers, mapAddress({ latitude: lat, longitude: lng }));
    expect(onEdge.statusCode, onEdge.body).toBe(201);
    expect(onEdge.json<Address>().serviceablePolygon).toBe(300);
    const beyond = await post(headers, mapAddress({ latitude: lat, longitude: lng + 0.0005 }));
    expect(beyond.statusCode).toBe(400);
    const [sLat, sLng] = small!.outline[3]!;
    const smallEdge = await post(headers, mapAddress({ latitude: sLat, longitude: sLng }));
    expect(smallEdge.json<Address>().serviceablePolygon).toBe(100);
  });

  it.each([
    ['doorNum', 'A', ADDRESS_MESSAGES.doorNum],
    ['name', 'Al', ADDRESS_MESSAGES.name],
    ['mobile', '12345', ADDRESS_MESSAGES.mobile],
    ['pincode', '012345', ADDRESS_MESSAGES.pincode],
    ['pincode', '56010', ADDRESS_MESSAGES.pincode],
  ])('refuses %s %j with the form text', async (field, value, message) => {
    const { headers } = await customer();
    const res = await post(headers, mapAddress({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: `${message}.`,
      field: `body.${field}`,
    });
  });

  it('refuses fields it does not know', async () => {
    const { headers } = await customer();
    const res = await post(headers, mapAddress({ userId: 1 }));
    expect(res.statusCode).toBe(400);
  });
});

describe("a customer's addresses", () => {
  it('lists only their own, default first, never cached', async () => {
    const asha = await customer();
    const ravi = await customer();
    await post(asha.headers, mapAddress({ label: 'Home' }));
    await post(asha.headers, mapAddress({ label: 'Work', isDefault: true }));
    await post(ravi.headers, mapAddress({ label: 'Ravi home' }));
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/users/address/',
      headers: asha.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<Address[]>().map((a) => [a.label, a.isDefault])).toEqual([
      ['Work', true],
      ['Home', false],
    ]);
  });

  it("answers 404 for another customer's address exactly as for an unknown one", async () => {
    const asha = await customer();
    const ravi = await customer();
    const id = (await post(asha.headers, mapAddress())).json<Address>().id;
    for (const [method, payload] of [
      ['GET'],
      ['PATCH', { label: 'Mine now' }],
      ['DELETE'],
    ] as const) {
      const other = await shop.app.inject({
        method,
        url: `/api/users/address/${id}/`,
        headers: ravi.headers,
        ...(payload ? { payload } : {}),
      });
      const unknown = await shop.app.inject({
        method,
        url: `/api/users/address/999999/`,
        headers: ravi.headers,
        ...(payload ? { payload } : {}),
      });
      expect(other.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      expect(other.json<{ code: string }>().code).toBe(unknown.json<{ code: string }>().code);
    }
    const still = await shop.app.inject({
      method: 'GET',
      url: `/api/users/address/${id}/`,
      headers: asha.headers,
    });
    expect(still.json<Address>().label).toBe('Home');
  });

  it('keeps one default: setting another moves it, deleting it promotes the newest', async () => {
    const { headers } = await customer();
    const first = (await post(headers, mapAddress({ label: 'One' }))).json<Address>();
    const second = (await post(headers, mapAddress({ label: 'Two' }))).json<Address>();
    const third = (await post(headers, mapAddress({ label: 'Three' }))).json<Address>();
    expect([first.isDefault, second.isDefault, third.isDefault]).toEqual([true, false, false]);
    const moved = await shop.app.inject({
      method: 'PATCH',
      url: `/api/users/address/${second.id}/`,
      headers,
      payload: { isDefault: true },
    });
    expect(moved.json<Address>().isDefault).toBe(true);
    const list = async () =>
      (await shop.app.inject({ method: 'GET', url: '/api/users/address/', headers })).json<
        Address[]
      >();
    expect((await list()).filter((a) => a.isDefault).map((a) => a.label)).toEqual(['Two']);
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: `/api/users/address/${second.id}/`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list()).filter((a) => a.isDefault).map((a) => a.label)).toEqual(['Three']);
  });

  it('asks for a login', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/users/address/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('places', () => {
  it('suggests places for what was typed, apartments and roads included', async () => {
    const { headers } = await customer();
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/places/suggestions/?query=sobha',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ name: string }[]>()[0]?.name).toBe('Sobha Dewflower');
    const road = await shop.app.inject({
      method: 'GET',
      url: '/api/places/suggestions/?query=27th%20main',
      headers,
    });
    expect(road.json<{ name: string }[]>().map((p) => p.name)).toContain('27th Main Road');
    const pincode = await shop.app.inject({
      method: 'GET',
      url: '/api/places/suggestions/?query=560103',
      headers,
    });
    expect(pincode.json<{ name: string }[]>().length).toBeGreaterThan(0);
  });

  it('reverse-geocodes a pin on an apartment to its building, street, area and postcode', async () => {
    const { headers } = await customer();
    const location = fixtures.byName('Sobha Dewflower');
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/places/reverse/?lat=${location.latitude}&lng=${location.longitude}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      buildingName: 'Sobha Dewflower',
      streetName: location.road,
      postcode: location.pincode,
      isPremise: true,
      locationId: location.id,
      isServiceable: true,
    });
    const whitefield = await shop.app.inject({
      method: 'GET',
      url: '/api/places/reverse/?lat=12.9698&lng=77.75',
      headers,
    });
    expect(whitefield.json()).toMatchObject({ isServiceable: false });
  });

  it('gives a suggestion with its coordinates, and 404 for an unknown one', async () => {
    const { headers } = await customer();
    const [first] = (
      await shop.app.inject({
        method: 'GET',
        url: '/api/places/suggestions/?query=agara%20lake',
        headers,
      })
    ).json<{ id: string }[]>();
    const res = await shop.app.inject({ method: 'GET', url: `/api/places/${first!.id}/`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      areaName: 'Agara',
      coordinates: { lat: expect.any(Number), lng: expect.any(Number) },
    });
    const unknown = await shop.app.inject({ method: 'GET', url: '/api/places/g999999/', headers });
    expect(unknown.statusCode).toBe(404);
  });

  it('tells the map its tiles, centre and zoom levels', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/maps/settings/' });
    expect(res.json()).toMatchObject({
      centre: DEFAULT_CENTRE,
      zoom: { initial: 13, suggestion: 18, locateMe: 19 },
    });
    // The widest area is drawn on the map: the centre lies inside it.
    const { deliveryArea } = res.json() as { deliveryArea: [number, number][] };
    expect(deliveryArea.length).toBeGreaterThanOrEqual(3);
    expect(isInsideOutline(DEFAULT_CENTRE, deliveryArea)).toBe(true);
  });
});
