import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeocoderUnavailable } from './geocoder';
import { NominatimGeocoder } from './nominatim-geocoder';

/** A local stand-in for a Nominatim server: canned jsonv2 answers, and what it was asked. */
const asked: URL[] = [];
const agents: (string | undefined)[] = [];
let server: Server;
let baseUrl: string;

const sobha = {
  osm_type: 'way',
  osm_id: 4242,
  lat: '12.9160001',
  lon: '77.6480009',
  name: 'Sobha Dewflower',
  category: 'building',
  display_name: 'Sobha Dewflower, 27th Main Road, HSR Layout, Bengaluru, 560102, India',
  address: {
    building: 'Sobha Dewflower',
    road: '27th Main Road',
    suburb: 'HSR Layout',
    postcode: '560 102',
  },
};

function answer(request: IncomingMessage) {
  const url = new URL(request.url ?? '/', 'http://fake');
  asked.push(url);
  agents.push(request.headers['user-agent']);
  if (url.pathname === '/search') return [sobha, { display_name: 'no osm id' }];
  if (url.pathname === '/reverse') return sobha;
  if (url.pathname === '/lookup') return url.searchParams.get('osm_ids') === 'W4242' ? [sobha] : [];
  return undefined;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = answer(request);
    if (body === undefined) {
      response.writeHead(500).end('broken');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Nominatim geocoder', () => {
  it('asks for places in Bengaluru and turns answers into suggestions', async () => {
    const geocoder = new NominatimGeocoder(baseUrl);
    const found = await geocoder.suggest('sobha', { lat: 12.9, lng: 77.6 });
    expect(found).toEqual([
      {
        id: 'nW4242',
        name: 'Sobha Dewflower',
        description: '27th Main Road, HSR Layout, Bengaluru, 560 102',
      },
    ]);
    const search = asked.at(-1)!;
    expect(search.searchParams.get('q')).toBe('sobha');
    expect(search.searchParams.get('countrycodes')).toBe('in');
    expect(search.searchParams.get('bounded')).toBe('1');
    expect(agents.at(-1)).toMatch(/MakersPantry/);
  });

  it('reverse-geocodes a pin, keeping 6 decimals and a compact postcode', async () => {
    const place = await new NominatimGeocoder(baseUrl).reverse({
      lat: 12.91600019,
      lng: 77.64800091,
    });
    expect(place).toMatchObject({
      buildingName: 'Sobha Dewflower',
      streetName: '27th Main Road',
      areaName: 'HSR Layout',
      postcode: '560102',
      isPremise: true,
      coordinates: { lat: 12.916, lng: 77.648001 },
    });
  });

  it('looks up a suggestion by its OSM id, and knows nothing of other ids', async () => {
    const geocoder = new NominatimGeocoder(baseUrl);
    expect((await geocoder.details('nW4242'))?.coordinates).toEqual({
      lat: 12.916,
      lng: 77.648001,
    });
    expect(await geocoder.details('g12')).toBeUndefined();
    expect(await geocoder.details('nN1')).toBeUndefined();
  });

  it('reports an unreachable or failing server as GeocoderUnavailable', async () => {
    await expect(
      new NominatimGeocoder('http://127.0.0.1:9/').reverse({ lat: 1, lng: 1 }),
    ).rejects.toBeInstanceOf(GeocoderUnavailable);
    await expect(
      new NominatimGeocoder(`${baseUrl}broken/`).reverse({ lat: 1, lng: 1 }),
    ).rejects.toBeInstanceOf(GeocoderUnavailable);
  });
});
