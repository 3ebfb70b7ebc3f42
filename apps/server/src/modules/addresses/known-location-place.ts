import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { places } from '../../db/schema/addresses';

type NewPlace = typeof places.$inferInsert;

/** What the place search needs of a known location (an apartment the shop delivers to). */
export interface LocatedApartment {
  id: number;
  name: string;
  road: string;
  area: string;
  pincode: string;
  latitude: number;
  longitude: number;
}

/** A known location as the address map's search finds it: an apartment linked back to it. */
export const placeOfKnownLocation = (location: LocatedApartment): NewPlace => ({
  kind: 'apartment',
  name: location.name,
  buildingName: location.name,
  streetName: location.road,
  areaName: location.area,
  postcode: location.pincode,
  latitude: location.latitude,
  longitude: location.longitude,
  searchText: [location.name, location.road, location.area, location.pincode]
    .filter(Boolean)
    .join(' ')
    .toLowerCase(),
  locationId: location.id,
});

/**
 * The location's entry in the place search follows it: made anew on each change of the location,
 * and gone while it is retired.
 */
export async function syncPlaceOfKnownLocation(
  tx: Executor,
  location: LocatedApartment & { isActive: boolean },
) {
  await tx.delete(places).where(eq(places.locationId, location.id));
  if (location.isActive) await tx.insert(places).values(placeOfKnownLocation(location));
}
