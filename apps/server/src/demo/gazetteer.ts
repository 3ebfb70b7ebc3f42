import type { places } from '../db/schema/addresses';
import { placeOfKnownLocation } from '../modules/addresses/service';
import { KNOWN_LOCATIONS } from './places';
import { seededRandom } from './random';

type NewPlace = typeof places.$inferInsert;

/**
 * The offline gazetteer behind the address map: localities, their pincodes, main roads, offices
 * and the known apartments of south-east Bengaluru, plus the numbered mains and crosses of the
 * planned layouts, which is how people there give directions. Coordinates are approximate
 * (within a few hundred metres), deterministic, and the pin is refined by hand anyway.
 */
const LOCALITIES: [name: string, pincode: string, lat: number, lng: number][] = [
  ['HSR Layout', '560102', 12.9116, 77.6389],
  ['HSR Layout Sector 1', '560102', 12.9165, 77.6473],
  ['HSR Layout Sector 2', '560102', 12.9105, 77.6497],
  ['HSR Layout Sector 3', '560102', 12.9122, 77.6374],
  ['HSR Layout Sector 4', '560102', 12.9154, 77.6353],
  ['HSR Layout Sector 5', '560102', 12.9082, 77.6384],
  ['HSR Layout Sector 6', '560102', 12.9065, 77.6331],
  ['HSR Layout Sector 7', '560102', 12.9131, 77.6302],
  ['Agara', '560102', 12.9226, 77.6412],
  ['Koramangala', '560034', 12.9352, 77.6245],
  ['Koramangala 1st Block', '560034', 12.9279, 77.6338],
  ['Koramangala 3rd Block', '560034', 12.9289, 77.6246],
  ['Koramangala 4th Block', '560034', 12.9338, 77.6288],
  ['Koramangala 5th Block', '560095', 12.9348, 77.6189],
  ['Koramangala 6th Block', '560095', 12.9398, 77.6229],
  ['Koramangala 7th Block', '560095', 12.9365, 77.6133],
  ['Koramangala 8th Block', '560095', 12.9413, 77.6176],
  ['Bellandur', '560103', 12.9304, 77.6784],
  ['Ibblur', '560103', 12.9213, 77.6615],
  ['Kaikondrahalli', '560035', 12.9128, 77.6752],
  ['Kasavanahalli', '560035', 12.9073, 77.6793],
  ['Haralur', '560102', 12.9042, 77.6587],
  ['Somasundarapalya', '560102', 12.9023, 77.6519],
  ['Parangi Palya', '560102', 12.9089, 77.6441],
  ['Mangammanapalya', '560068', 12.9049, 77.6283],
  ['Bommanahalli', '560068', 12.9007, 77.6237],
  ['Garvebhavi Palya', '560068', 12.8999, 77.6193],
  ['Hongasandra', '560068', 12.8971, 77.6277],
  ['Madiwala', '560068', 12.9226, 77.6174],
  ['BTM Layout 1st Stage', '560029', 12.9166, 77.6101],
  ['BTM Layout 2nd Stage', '560076', 12.9128, 77.6092],
  ['Jakkasandra', '560034', 12.9257, 77.6357],
  ['Ejipura', '560047', 12.9399, 77.6317],
  ['Vivek Nagar', '560047', 12.9503, 77.6294],
  ['Domlur', '560071', 12.9609, 77.6387],
  ['Doddakannelli', '560035', 12.9126, 77.6959],
  ['Carmelaram', '560035', 12.9109, 77.7011],
  ['Sarjapur Road', '560035', 12.9089, 77.6856],
  ['Kudlu', '560068', 12.8884, 77.6463],
  ['Kudlu Gate', '560068', 12.8927, 77.6404],
  ['Singasandra', '560068', 12.8852, 77.6411],
  ['Parappana Agrahara', '560100', 12.8806, 77.6528],
  ['Electronic City Phase 1', '560100', 12.8456, 77.6603],
  ['Marathahalli', '560037', 12.9569, 77.7011],
  ['Kadubeesanahalli', '560103', 12.9387, 77.6968],
  ['Devarabisanahalli', '560103', 12.9343, 77.6907],
  ['Green Glen Layout', '560103', 12.9259, 77.6705],
  ['Teachers Colony', '560034', 12.9322, 77.6283],
  ['Venkatapura', '560034', 12.9283, 77.6304],
  ['Silk Board', '560068', 12.9177, 77.6238],
];

/** Main roads: [name, area, lat, lng]. */
const ROADS: [name: string, area: string, lat: number, lng: number][] = [
  ['27th Main Road', 'HSR Layout', 12.9135, 77.6455],
  ['24th Main Road', 'HSR Layout', 12.9117, 77.6434],
  ['19th Main Road', 'HSR Layout', 12.9125, 77.6395],
  ['14th Main Road', 'HSR Layout', 12.9101, 77.6367],
  ['17th Cross Road', 'HSR Layout', 12.9135, 77.6331],
  ['Agara Main Road', 'Agara', 12.9221, 77.6424],
  ['Outer Ring Road', 'Bellandur', 12.9266, 77.6768],
  ['Sarjapur Main Road', 'Kaikondrahalli', 12.9117, 77.6754],
  ['Hosur Road', 'Bommanahalli', 12.9045, 77.6236],
  ['80 Feet Road', 'Koramangala', 12.9352, 77.6296],
  ['100 Feet Road', 'Koramangala', 12.9341, 77.6261],
  ['Sony World Junction', 'Koramangala', 12.9369, 77.6266],
  ['Intermediate Ring Road', 'Ejipura', 12.9402, 77.6355],
  ['Bellandur Main Road', 'Bellandur', 12.9322, 77.6718],
  ['Haralur Main Road', 'Haralur', 12.9054, 77.6609],
  ['Kasavanahalli Main Road', 'Kasavanahalli', 12.9048, 77.6772],
  ['Hosa Road', 'Kudlu', 12.8873, 77.6542],
  ['Kudlu Main Road', 'Kudlu', 12.8902, 77.6436],
  ['Parappana Agrahara Road', 'HSR Layout', 12.9001, 77.6503],
  ['Mangammanapalya Main Road', 'Mangammanapalya', 12.9052, 77.6306],
  ['BTM 16th Main Road', 'BTM Layout 2nd Stage', 12.9143, 77.6106],
  ['Green Glen Layout Main Road', 'Bellandur', 12.9257, 77.6712],
  ['Ibblur Junction', 'Ibblur', 12.9226, 77.6614],
  ['Silk Board Junction', 'Madiwala', 12.9172, 77.6229],
  ['Jakkasandra Main Road', 'Jakkasandra', 12.9251, 77.6347],
  ['Koramangala Inner Ring Road', 'Koramangala', 12.9288, 77.6322],
  ['Somasundarapalya Main Road', 'Somasundarapalya', 12.9016, 77.6524],
  ['Doddakannelli Road', 'Doddakannelli', 12.9132, 77.6934],
  ['Carmelaram Road', 'Carmelaram', 12.9077, 77.7028],
  ['Singasandra Main Road', 'Singasandra', 12.8858, 77.6395],
];

/** Offices and landmarks people give as their address. */
const LANDMARKS: [
  name: string,
  kind: 'office' | 'landmark',
  area: string,
  pincode: string,
  lat: number,
  lng: number,
][] = [
  ['Embassy Tech Village', 'office', 'Devarabisanahalli', '560103', 12.9323, 77.6927],
  ['RMZ Ecospace', 'office', 'Bellandur', '560103', 12.9279, 77.6827],
  ['Prestige Tech Park', 'office', 'Kadubeesanahalli', '560103', 12.9405, 77.6953],
  ['Salarpuria Softzone', 'office', 'Bellandur', '560103', 12.9277, 77.6798],
  ['Global Technology Park', 'office', 'Devarabisanahalli', '560103', 12.9348, 77.6864],
  ['Cessna Business Park', 'office', 'Kadubeesanahalli', '560103', 12.9366, 77.6955],
  ['Wipro Sarjapur Campus', 'office', 'Doddakannelli', '560035', 12.9154, 77.6883],
  ['Agara Lake', 'landmark', 'Agara', '560102', 12.9236, 77.6385],
  ['HSR BDA Complex', 'landmark', 'HSR Layout Sector 6', '560102', 12.9087, 77.6342],
  ['Bellandur Lake', 'landmark', 'Bellandur', '560103', 12.9339, 77.6627],
  ['Forum Mall', 'landmark', 'Koramangala', '560095', 12.9345, 77.6113],
  ['Nexus Koramangala', 'landmark', 'Koramangala', '560095', 12.9346, 77.6111],
  ['St. John’s Hospital', 'landmark', 'Koramangala', '560034', 12.9297, 77.6198],
  ['Kaikondrahalli Lake', 'landmark', 'Kaikondrahalli', '560035', 12.9139, 77.6722],
  ['Central Silk Board', 'landmark', 'Madiwala', '560068', 12.9176, 77.6233],
];

const ordinal = (n: number) => {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${n % 10 <= 3 ? tail : 'th'}`;
};

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const searchTextOf = (...parts: string[]) => parts.filter(Boolean).join(' ').toLowerCase();

export function buildGazetteer(): NewPlace[] {
  const random = seededRandom(0x5eed_0007);
  const jitter = () => (random.next() - 0.5) * 0.006;
  const pincodeOf = new Map(LOCALITIES.map(([name, pincode]) => [name, pincode]));
  const entries: NewPlace[] = [];

  KNOWN_LOCATIONS.forEach((location, index) =>
    entries.push(placeOfKnownLocation({ ...location, id: index + 1 })),
  );
  for (const [name, kind, area, postcode, lat, lng] of LANDMARKS)
    entries.push({
      kind,
      name,
      buildingName: kind === 'office' ? name : '',
      streetName: '',
      areaName: area,
      postcode,
      latitude: lat,
      longitude: lng,
      searchText: searchTextOf(name, area, postcode),
    });
  for (const [name, postcode, lat, lng] of LOCALITIES)
    entries.push({
      kind: 'locality',
      name,
      areaName: name,
      postcode,
      latitude: lat,
      longitude: lng,
      searchText: searchTextOf(name, postcode, 'bengaluru bangalore'),
    });
  for (const postcode of [...new Set(LOCALITIES.map(([, pincode]) => pincode))]) {
    const first = LOCALITIES.find(([, pincode]) => pincode === postcode);
    if (!first) continue;
    entries.push({
      kind: 'pincode',
      name: postcode,
      areaName: first[0],
      postcode,
      latitude: first[2],
      longitude: first[3],
      searchText: searchTextOf(postcode, first[0]),
    });
  }
  for (const [name, area, lat, lng] of ROADS)
    entries.push({
      kind: 'road',
      name,
      streetName: name,
      areaName: area,
      postcode: pincodeOf.get(area) ?? '',
      latitude: lat,
      longitude: lng,
      searchText: searchTextOf(name, area),
    });
  // The numbered mains and crosses of the planned layouts around the centre.
  for (const [area, mains, crosses] of [
    ['HSR Layout Sector 1', 6, 8],
    ['HSR Layout Sector 2', 6, 8],
    ['HSR Layout Sector 3', 6, 8],
    ['HSR Layout Sector 4', 6, 8],
    ['HSR Layout Sector 5', 6, 8],
    ['HSR Layout Sector 6', 6, 8],
    ['HSR Layout Sector 7', 6, 8],
    ['Koramangala 1st Block', 4, 6],
    ['Koramangala 3rd Block', 4, 6],
    ['Koramangala 4th Block', 4, 6],
    ['Koramangala 5th Block', 4, 6],
    ['Koramangala 6th Block', 4, 6],
    ['Koramangala 7th Block', 4, 6],
    ['Koramangala 8th Block', 4, 6],
    ['BTM Layout 2nd Stage', 3, 5],
    ['Green Glen Layout', 2, 4],
  ] as const) {
    const locality = LOCALITIES.find(([name]) => name === area);
    if (!locality) continue;
    const [, postcode, lat, lng] = locality;
    const streets = [
      ...Array.from({ length: mains }, (_, i) => `${ordinal(i + 1)} Main Road`),
      ...Array.from({ length: crosses }, (_, i) => `${ordinal(i + 1)} Cross Road`),
    ];
    for (const street of streets)
      entries.push({
        kind: 'road',
        name: `${street}, ${area}`,
        streetName: street,
        areaName: area,
        postcode,
        latitude: round6(lat + jitter()),
        longitude: round6(lng + jitter()),
        searchText: searchTextOf(street, area, postcode),
      });
  }
  return entries;
}
