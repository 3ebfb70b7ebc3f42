import { DEFAULT_CENTRE } from '../modules/addresses/service';
import { seededRandom } from './random';

/** The demo's areas are drawn around the map's default centre. */
export { DEFAULT_CENTRE };

export interface ServiceAreaSeed {
  name: string;
  polygonSize: 100 | 200 | 300;
  outline: [number, number][];
}

/**
 * Three nested outlines around the centre. Radii jitter by at most 8%, and each size's smallest
 * radius is larger than the previous size's largest, so small lies inside medium inside big.
 */
const AREAS = [
  { name: 'HSR Layout & Agara (quick delivery)', polygonSize: 100, radiusKm: 2.4 },
  { name: 'HSR, Koramangala & Bellandur', polygonSize: 200, radiusKm: 4.4 },
  { name: 'South-east Bengaluru', polygonSize: 300, radiusKm: 7.2 },
] as const;

const KM_PER_DEGREE_LAT = 110.574;
const kmPerDegreeLng = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function buildServiceAreas(): ServiceAreaSeed[] {
  const random = seededRandom(0x5eed_0005);
  const corners = 14;
  return AREAS.map((area) => ({
    name: area.name,
    polygonSize: area.polygonSize,
    outline: Array.from({ length: corners }, (_, i): [number, number] => {
      const angle = (2 * Math.PI * i) / corners;
      const km = area.radiusKm * (0.92 + random.next() * 0.16);
      return [
        round6(DEFAULT_CENTRE.lat + (km * Math.sin(angle)) / KM_PER_DEGREE_LAT),
        round6(DEFAULT_CENTRE.lng + (km * Math.cos(angle)) / kmPerDegreeLng(DEFAULT_CENTRE.lat)),
      ];
    }),
  }));
}

export interface KnownLocationSeed {
  name: string;
  buildingDetails: string;
  road: string;
  area: string;
  pincode: string;
  latitude: number;
  longitude: number;
}

const place = (
  name: string,
  buildingDetails: string,
  road: string,
  area: string,
  pincode: string,
  latitude: number,
  longitude: number,
): KnownLocationSeed => ({ name, buildingDetails, road, area, pincode, latitude, longitude });

/** Apartment complexes in the dropdown; some inside every outline, some only in the big one. */
export const KNOWN_LOCATIONS: KnownLocationSeed[] = [
  place(
    'Sobha Dewflower',
    'Towers A to F',
    '27th Main Road',
    'HSR Layout Sector 1',
    '560102',
    12.916,
    77.648,
  ),
  place(
    'Shriram Lakeview Residency',
    'Blocks 1 to 4',
    'Agara Main Road',
    'Agara',
    '560102',
    12.923,
    77.641,
  ),
  place(
    'Mahaveer Orchids',
    'Wings A and B',
    '14th Main Road',
    'HSR Layout Sector 5',
    '560102',
    12.9085,
    77.6385,
  ),
  place(
    'Nandana Gardens',
    'Phase 2',
    '17th Cross Road',
    'HSR Layout Sector 7',
    '560102',
    12.9135,
    77.633,
  ),
  place(
    'DNR Parkview',
    'Blocks A to D',
    'Parappana Agrahara Road',
    'HSR Layout',
    '560068',
    12.9,
    77.65,
  ),
  place(
    'Ajmera Silver Springs',
    'Towers 1 to 6',
    'Hosur Road',
    'Bommanahalli',
    '560068',
    12.905,
    77.625,
  ),
  place('Brigade Palm Grove', 'Towers A to H', 'Haralur Road', 'Haralur', '560102', 12.905, 77.66),
  place(
    'Kalyan Meadows',
    'Blocks 1 to 3',
    '80 Feet Road',
    'Koramangala 4th Block',
    '560034',
    12.933,
    77.63,
  ),
  place(
    'Mantri Green Crest',
    'Wings A to E',
    'Green Glen Layout',
    'Bellandur',
    '560103',
    12.9255,
    77.669,
  ),
  place(
    'Prestige Sunrise Park',
    'Towers 1 to 10',
    'Outer Ring Road',
    'Bellandur',
    '560103',
    12.9257,
    77.6762,
  ),
  place(
    'SJR Lakeside Towers',
    'Towers A to C',
    'Bellandur Main Road',
    'Bellandur',
    '560103',
    12.932,
    77.67,
  ),
  place(
    'Vaswani Reserve Heights',
    'Blocks 1 to 5',
    'Sarjapur Road',
    'Kaikondrahalli',
    '560035',
    12.9115,
    77.677,
  ),
  place(
    'Godrej Woodland Greens',
    'Towers A to G',
    'Kasavanahalli Main Road',
    'Kasavanahalli',
    '560035',
    12.904,
    77.677,
  ),
  place(
    'Purva Lotus Court',
    'Blocks A and B',
    '5th Main Road',
    'Koramangala 8th Block',
    '560095',
    12.941,
    77.618,
  ),
  place(
    'Salarpuria Sunflower',
    'Towers 1 to 8',
    'Sarjapur Road',
    'Doddakannelli',
    '560035',
    12.907,
    77.696,
  ),
];

export { isInsideOutline } from '@makers-pantry/domain/geo';
