import { sql } from 'drizzle-orm';
import { roundCoordinate, type MapPlace } from '@makers-pantry/domain/addresses';
import type { Db } from '../../db/client';
import { describePlace, type Geocoder, type Point } from './geocoder';

type PlaceRow = {
  id: number;
  kind: string;
  name: string;
  buildingName: string;
  streetName: string;
  areaName: string;
  postcode: string;
  latitude: number;
  longitude: number;
  locationId: number | null;
  metres: number;
};

const SUGGESTIONS = 8;
/** A pin this close to an apartment or office is on its premises. */
const PREMISE_METRES = 90;
/** Streets and areas are looked for within this distance of a pin. */
const NEARBY_METRES = 1500;
const METRES_PER_DEGREE = 111_320;

const columns = sql`id, kind, name, building_name AS "buildingName", street_name AS "streetName",
  area_name AS "areaName", postcode, latitude, longitude, location_id AS "locationId"`;

/** Squared-degree distance with the longitude shrunk at this latitude, in metres. */
const metresFrom = (point: Point) => {
  const lngScale = Math.cos((point.lat * Math.PI) / 180);
  return sql`(sqrt(power(latitude - ${point.lat}, 2) + power((longitude - ${point.lng}) * ${lngScale}, 2)) * ${METRES_PER_DEGREE})::float8`;
};

/** The seeded gazetteer in PostgreSQL: trigram matching for suggestions, nearest rows for pins. */
export class GazetteerGeocoder implements Geocoder {
  constructor(private readonly db: Db) {}

  async suggest(query: string, near: Point) {
    const text = query.trim().toLowerCase();
    const result = await this.db.execute<PlaceRow>(sql`
      SELECT ${columns}, ${metresFrom(near)} AS metres FROM places
      WHERE search_text LIKE ${`%${escapeLike(text)}%`} OR ${text} <% search_text
      ORDER BY (search_text LIKE ${`${escapeLike(text)}%`}) DESC,
        word_similarity(${text}, search_text) DESC, metres, id
      LIMIT ${SUGGESTIONS}`);
    return result.rows.map((row) => ({
      id: `g${row.id}`,
      name: row.name,
      description: describePlace([row.streetName, row.areaName, 'Bengaluru', row.postcode]),
    }));
  }

  async reverse(point: Point): Promise<MapPlace> {
    const degrees = NEARBY_METRES / METRES_PER_DEGREE;
    const result = await this.db.execute<PlaceRow>(sql`
      SELECT ${columns}, ${metresFrom(point)} AS metres FROM places
      WHERE latitude BETWEEN ${point.lat - degrees} AND ${point.lat + degrees}
        AND longitude BETWEEN ${point.lng - degrees} AND ${point.lng + degrees}
      ORDER BY metres LIMIT 40`);
    const nearest = (kinds: string[]) => result.rows.find((row) => kinds.includes(row.kind));
    const premise = nearest(['apartment', 'office']);
    const onPremise = premise && premise.metres <= PREMISE_METRES ? premise : undefined;
    const street = nearest(['road']);
    const area = nearest(['locality']) ?? nearest(['pincode']);
    const place: MapPlace = {
      buildingName: onPremise?.buildingName ?? '',
      streetName: onPremise?.streetName || street?.streetName || '',
      areaName: onPremise?.areaName || area?.areaName || street?.areaName || '',
      postcode: onPremise?.postcode || area?.postcode || street?.postcode || '',
      description: '',
      coordinates: { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng) },
      isPremise: onPremise !== undefined,
      locationId: onPremise?.locationId ?? null,
    };
    place.description = describePlace([
      place.buildingName,
      place.streetName,
      place.areaName,
      'Bengaluru',
      place.postcode,
    ]);
    return place;
  }

  async details(id: string): Promise<MapPlace | undefined> {
    const match = /^g(\d{1,9})$/.exec(id);
    if (!match) return undefined;
    const result = await this.db.execute<PlaceRow>(
      sql`SELECT ${columns}, 0::float8 AS metres FROM places WHERE id = ${Number(match[1])}`,
    );
    const row = result.rows[0];
    if (!row) return undefined;
    const isPremise = row.kind === 'apartment' || row.kind === 'office';
    return {
      buildingName: row.buildingName,
      streetName: row.streetName,
      areaName: row.areaName,
      postcode: row.postcode,
      description: describePlace([
        row.name,
        row.streetName,
        row.areaName,
        'Bengaluru',
        row.postcode,
      ]),
      coordinates: { lat: row.latitude, lng: row.longitude },
      isPremise,
      locationId: row.locationId,
    };
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
