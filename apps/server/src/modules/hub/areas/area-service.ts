import { roundCoordinate } from '@makers-pantry/domain/addresses';
import { isInsideOutline } from '@makers-pantry/domain/geo';
import {
  KNOWN_LOCATION_PAGE_SIZE,
  type HubKnownLocation,
  type KnownLocationCreate,
  type KnownLocationEdit,
  type KnownLocationPage,
  type KnownLocationQuery,
  type ServiceAreaEdit,
  type ServiceAreaList,
} from '@makers-pantry/domain/hub-areas';
import type { WaitlistSummary } from '@makers-pantry/domain/waitlist';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../http/errors';
import { checkVersion } from '../../../http/versions';
import {
  syncPlaceOfKnownLocation,
  tellWaitingLocations,
  waitlistSummary,
  addressCounts,
  allServiceAreas,
  insertLocation,
  lockLocation,
  lockServiceArea,
  updateServiceAreaOutline,
  matchingLocations,
  locationRowById,
  serviceAreaById,
  updateLocation,
  type KnownLocationFields,
  type KnownLocationRow,
} from '../../addresses/service';
import { recordChange } from '../shared/audit-log';
import type { HubActor } from '../shared/hub-actor';

/**
 * Service areas and known locations in the hub (issue 26 section 1). The shop reads known
 * locations straight from the database on every request (the address dropdown, the place search,
 * a new address), with no cache on any instance, so a change here is what the next customer sees.
 */

type Area = Awaited<ReturnType<typeof allServiceAreas>>[number];
const pointOf = (row: { latitude: number; longitude: number }) => ({
  lat: row.latitude,
  lng: row.longitude,
});

/** The smallest area holding the point, as an address's polygon size is decided. */
function smallestAreaOf(row: KnownLocationRow, areas: Area[]): number | null {
  const holding = areas.filter((area) => isInsideOutline(pointOf(row), area.outline));
  return holding.sort((a, b) => a.polygonSize - b.polygonSize)[0]?.id ?? null;
}

function hubLocation(row: KnownLocationRow, areas: Area[], addressCount: number): HubKnownLocation {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    buildingDetails: row.buildingDetails,
    road: row.road,
    area: row.area,
    city: row.city,
    pincode: row.pincode,
    latitude: row.latitude,
    longitude: row.longitude,
    isActive: row.isActive,
    serviceAreaId: smallestAreaOf(row, areas),
    addressCount,
  };
}

/** What the audit log keeps of a location: the fields ops type (the locality not to be read as a service area). */
const auditFields = (row: KnownLocationRow) => ({
  name: row.name,
  buildingDetails: row.buildingDetails,
  road: row.road,
  locality: row.area,
  pincode: row.pincode,
  latitude: row.latitude,
  longitude: row.longitude,
  isActive: row.isActive,
});

export async function areaList(context: AppContext): Promise<ServiceAreaList> {
  const [areas, active] = await Promise.all([
    allServiceAreas(context.db),
    matchingLocations(context.db, undefined, true),
  ]);
  return {
    areas: areas.map((area) => ({
      id: area.id,
      name: area.name,
      polygonSize: area.polygonSize,
      outline: area.outline,
      knownLocations: active.filter((row) => isInsideOutline(pointOf(row), area.outline)).length,
      version: area.version,
    })),
  };
}

export async function locationPage(
  context: AppContext,
  query: KnownLocationQuery,
): Promise<KnownLocationPage> {
  const areas = await allServiceAreas(context.db);
  const area = query.area === undefined ? undefined : areas.find((a) => a.id === query.area);
  if (query.area !== undefined && !area) throw notFound('This service area');
  const isActive = query.state === undefined ? undefined : query.state === 'active';
  const rows = (await matchingLocations(context.db, query.q || undefined, isActive)).filter(
    (row) => !area || isInsideOutline(pointOf(row), area.outline),
  );
  const start = ((query.page ?? 1) - 1) * KNOWN_LOCATION_PAGE_SIZE;
  const page = rows.slice(start, start + KNOWN_LOCATION_PAGE_SIZE);
  const counts = await addressCounts(
    context.db,
    page.map((row) => row.id),
  );
  return {
    locations: page.map((row) => hubLocation(row, areas, counts.get(row.id) ?? 0)),
    locationsCount: rows.length,
    pageSize: KNOWN_LOCATION_PAGE_SIZE,
  };
}

export async function oneLocation(context: AppContext, id: number): Promise<HubKnownLocation> {
  const [row] = await locationRowById(context.db, id);
  if (!row) throw notFound('This known location');
  return viewOf(context.db, row);
}

/** A pin outside the area ops meant is a slip of the mouse: refused with the area's name. */
async function placedInside(tx: Executor, serviceAreaId: number, lat: number, lng: number) {
  const area = await serviceAreaById(tx, serviceAreaId);
  if (!area)
    throw new AppError(
      'VALIDATION_FAILED',
      'The service area chosen does not exist. Please choose another.',
    );
  if (!isInsideOutline({ lat, lng }, area.outline))
    throw new AppError(
      'OUTSIDE_SERVICE_AREA',
      `That point lies outside ${area.name}. Please place the pin inside the area's outline.`,
    );
}

async function viewOf(tx: Executor, row: KnownLocationRow) {
  const [areas, counts] = await Promise.all([allServiceAreas(tx), addressCounts(tx, [row.id])]);
  return hubLocation(row, areas, counts.get(row.id) ?? 0);
}

export async function createLocation(
  context: AppContext,
  actor: HubActor,
  input: KnownLocationCreate,
): Promise<HubKnownLocation> {
  const now = context.now();
  const latitude = roundCoordinate(input.latitude);
  const longitude = roundCoordinate(input.longitude);
  return context.db.transaction(async (tx) => {
    await placedInside(tx, input.serviceAreaId, latitude, longitude);
    const row = await insertLocation(
      tx,
      {
        name: input.name,
        buildingDetails: input.buildingDetails ?? '',
        road: input.road,
        area: input.area,
        pincode: input.pincode,
        latitude,
        longitude,
        isActive: true,
      },
      now,
    );
    await syncPlaceOfKnownLocation(tx, row);
    await recordChange(tx, actor, now, {
      objectType: 'known_location',
      objectId: row.id,
      action: 'created',
      before: null,
      after: auditFields(row),
    });
    return viewOf(tx, row);
  });
}

/** Retiring is the edit `isActive: false`, recorded as such so the history reads plainly. */
const actionOf = (before: KnownLocationRow, after: KnownLocationRow) => {
  if (before.isActive && !after.isActive) return 'retired';
  if (!before.isActive && after.isActive) return 'restored';
  return 'edited';
};

export async function editLocation(
  context: AppContext,
  actor: HubActor,
  id: number,
  edit: KnownLocationEdit,
): Promise<HubKnownLocation> {
  const now = context.now();
  const { version, serviceAreaId, ...fields } = edit;
  return context.db.transaction(async (tx) => {
    const before = await lockLocation(tx, id);
    if (!before) throw notFound('This known location');
    checkVersion(before, version);
    const changes: Partial<KnownLocationFields> = {};
    for (const [key, value] of Object.entries(fields))
      if (value !== undefined) Object.assign(changes, { [key]: value });
    if (fields.latitude !== undefined && fields.longitude !== undefined) {
      changes.latitude = roundCoordinate(fields.latitude);
      changes.longitude = roundCoordinate(fields.longitude);
      await placedInside(tx, serviceAreaId ?? 0, changes.latitude, changes.longitude);
    }
    const row = await updateLocation(tx, id, changes, now);
    await syncPlaceOfKnownLocation(tx, row);
    await recordChange(tx, actor, now, {
      objectType: 'known_location',
      objectId: id,
      action: actionOf(before, row),
      before: auditFields(before),
      after: auditFields(row),
    });
    return viewOf(tx, row);
  });
}

/**
 * Ops open an area wider (a new outline, on the version read). In the same transaction, every
 * waiting customer the change brings inside is queued one message, so the change and the promise
 * kept commit together or not at all.
 */
export async function editServiceArea(
  context: AppContext,
  actor: HubActor,
  id: number,
  edit: ServiceAreaEdit,
) {
  const now = context.now();
  const outline = edit.outline.map(
    ([lat, lng]) => [roundCoordinate(lat), roundCoordinate(lng)] as [number, number],
  );
  return context.db.transaction(async (tx) => {
    const before = await lockServiceArea(tx, id);
    if (!before) throw notFound('This service area');
    if (before.version !== edit.version) throw new AppError('STALE_VERSION');
    const row = await updateServiceAreaOutline(tx, id, outline);
    await recordChange(tx, actor, now, {
      objectType: 'service_area',
      objectId: id,
      action: 'edited',
      before: { outline: before.outline },
      after: { outline: row.outline },
    });
    const waitingTold = await tellWaitingLocations(tx, id, now);
    const active = await matchingLocations(tx, undefined, true);
    return {
      id: row.id,
      name: row.name,
      polygonSize: row.polygonSize,
      outline: row.outline,
      knownLocations: active.filter((l) => isInsideOutline(pointOf(l), row.outline)).length,
      version: row.version,
      waitingTold,
    };
  });
}

export async function waitingCustomers(context: AppContext): Promise<WaitlistSummary> {
  return waitlistSummary(context.db, await allServiceAreas(context.db));
}
