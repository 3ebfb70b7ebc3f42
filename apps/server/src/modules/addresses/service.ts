import {
  ADDRESS_CITY,
  postalLinesOf,
  roundCoordinate,
  type Address,
  type AddressUpdate,
  type KnownLocationAddressRequest,
  type MapAddressRequest,
} from '@makers-pantry/domain/addresses';
import { polygonSizeAt } from '@makers-pantry/domain/geo';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import {
  clearDefault,
  countOwnAddresses,
  deleteOwnAddress,
  findKnownLocation,
  findOwnAddress as findOwnAddressRow,
  insertAddress,
  listKnownLocations,
  listOwnAddresses,
  loadServiceAreas,
  lockCustomer,
  promoteNewestToDefault,
  updateOwnAddress,
  type AddressRow,
  type NewAddress,
} from './queries';

export type { AddressRow };
export { placeOfKnownLocation, syncPlaceOfKnownLocation } from './known-location-place';
/** The hub's areas screen: service areas and known locations, read and written by their owner. */
export {
  addressCounts,
  allServiceAreas,
  insertLocation,
  lockLocation,
  locationRowById,
  lockServiceArea,
  updateServiceAreaOutline,
  matchingLocations,
  serviceAreaById,
  updateLocation,
  type KnownLocationFields,
  type KnownLocationRow,
} from './known-location-admin';
export { joinWaitlist, tellWaitingLocations, waitlistSummary } from './waitlist';
// For orders moved to another slot: whether the slot reaches each customer's address.
export { deliveryReachOf } from './delivery-reach';

/** For the order path: the customer's own address, with the polygon size it lies in. */
export const findOwnAddress = (db: Executor, userId: number, addressId: number) =>
  findOwnAddressRow(db, userId, addressId);

export const addressView = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  ...postalLinesOf(row),
  label: row.label,
  isDefault: row.isDefault,
  isServiceable: row.isServiceable,
  serviceablePolygon: row.polygonSize,
  latitude: row.latitude,
  longitude: row.longitude,
  locationId: row.locationId,
});

/** The smallest service area holding the point (100/200/300), or 0: decided here, never by the client. */
export async function polygonSizeOf(db: Executor, lat: number, lng: number): Promise<number> {
  return polygonSizeAt({ lat, lng }, await loadServiceAreas(db));
}

/** The outline of the biggest service area (the widest we deliver to), or none. */
export async function deliveryAreaOutline(context: AppContext): Promise<[number, number][]> {
  const areas = await loadServiceAreas(context.db);
  return (
    areas.reduce<(typeof areas)[number] | undefined>(
      (widest, area) => (widest && widest.polygonSize >= area.polygonSize ? widest : area),
      undefined,
    )?.outline ?? []
  );
}

const notServiceable = () =>
  new AppError('NOT_SERVICEABLE', 'Sorry, we currently do not deliver to this location.');

/**
 * Stores a new address for the customer in one transaction: the customer's row is locked so two
 * saves at once cannot both become the default; the first address is always the default.
 */
async function saveAddress(context: AppContext, userId: number, address: NewAddress) {
  const row = await context.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const isFirst = (await countOwnAddresses(tx, userId)) === 0;
    const isDefault = address.isDefault === true || isFirst;
    if (isDefault) await clearDefault(tx, userId);
    return insertAddress(tx, { ...address, isDefault }, context.now());
  });
  return addressView(row);
}

export async function createMapAddress(
  context: AppContext,
  userId: number,
  request: MapAddressRequest,
): Promise<Address> {
  const latitude = roundCoordinate(request.latitude);
  const longitude = roundCoordinate(request.longitude);
  const polygonSize = await polygonSizeOf(context.db, latitude, longitude);
  if (polygonSize === 0) throw notServiceable();
  return saveAddress(context, userId, {
    userId,
    name: request.name,
    mobile: request.mobile,
    doorNum: request.doorNum,
    buildingDetails: request.buildingDetails ?? '',
    road: request.road ?? '',
    area: request.area ?? '',
    city: ADDRESS_CITY,
    pincode: request.pincode,
    label: request.label ?? 'Home',
    isDefault: request.isDefault ?? false,
    latitude,
    longitude,
    polygonSize,
    isServiceable: true,
  });
}

export async function createLocationAddress(
  context: AppContext,
  userId: number,
  locationId: number,
  request: KnownLocationAddressRequest,
): Promise<Address> {
  const location = await findKnownLocation(context.db, locationId);
  if (!location) throw notFound(`Location ${locationId}`);
  const polygonSize = await polygonSizeOf(context.db, location.latitude, location.longitude);
  return saveAddress(context, userId, {
    userId,
    name: request.name,
    mobile: request.mobile,
    doorNum: request.doorNum,
    buildingDetails: [location.name, request.buildingDetails ?? ''].filter(Boolean).join(', '),
    road: location.road,
    area: location.area,
    city: location.city,
    pincode: location.pincode,
    label: request.label ?? 'Home',
    isDefault: request.isDefault ?? false,
    latitude: location.latitude,
    longitude: location.longitude,
    polygonSize,
    isServiceable: polygonSize > 0,
    locationId: location.id,
  });
}

export async function ownAddresses(context: AppContext, userId: number): Promise<Address[]> {
  return (await listOwnAddresses(context.db, userId)).map(addressView);
}

export async function ownAddress(context: AppContext, userId: number, id: number) {
  const row = await findOwnAddressRow(context.db, userId, id);
  if (!row) throw notFound(`Address ${id}`);
  return addressView(row);
}

export async function changeAddress(
  context: AppContext,
  userId: number,
  id: number,
  changes: AddressUpdate,
): Promise<Address> {
  const row = await context.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    if (changes.isDefault === true) await clearDefault(tx, userId);
    const { isDefault, ...rest } = changes;
    // A default cannot be unset directly: another address becomes the default instead.
    const updated = await updateOwnAddress(
      tx,
      userId,
      id,
      isDefault === true ? { ...rest, isDefault } : rest,
      context.now(),
    );
    if (!updated) throw notFound(`Address ${id}`);
    return updated;
  });
  return addressView(row);
}

export async function removeAddress(context: AppContext, userId: number, id: number) {
  await context.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const removed = await deleteOwnAddress(tx, userId, id);
    if (!removed) throw notFound(`Address ${id}`);
    if (removed.isDefault) await promoteNewestToDefault(tx, userId);
  });
  return { detail: 'Address deleted' };
}

export const knownLocationList = (context: AppContext) => listKnownLocations(context.db);
export { DEFAULT_CENTRE } from './map-centre';
