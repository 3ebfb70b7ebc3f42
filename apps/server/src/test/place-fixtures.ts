import type { Db } from '../db/client';
import { places } from '../db/schema/addresses';
import { knownLocations, serviceAreas } from '../db/schema/addresses';
import { buildGazetteer } from '../demo/gazetteer';
import { buildServiceAreas, KNOWN_LOCATIONS } from '../demo/places';

/** The shop's real service areas, known apartments and gazetteer, for tests about places. */
export async function buildPlaces(db: Db) {
  const areas = buildServiceAreas();
  await db.insert(serviceAreas).values(areas);
  const locations = await db
    .insert(knownLocations)
    .values(KNOWN_LOCATIONS.map((location) => ({ ...location, city: 'BANGALORE' })))
    .returning();
  await db.insert(places).values(buildGazetteer());
  const byName = (name: string) => {
    const found = locations.find((location) => location.name === name);
    if (!found) throw new Error(`no known location ${name}`);
    return found;
  };
  return { areas, locations, byName };
}
