import {
  hubKnownLocationSchema,
  knownLocationCreateSchema,
  knownLocationEditSchema,
  knownLocationPageSchema,
  knownLocationQuerySchema,
  serviceAreaEditAnswerSchema,
  serviceAreaEditSchema,
  serviceAreaListSchema,
} from '@makers-pantry/domain/hub-areas';
import { waitlistSummarySchema } from '@makers-pantry/domain/waitlist';
import {
  areaList,
  createLocation,
  editLocation,
  editServiceArea,
  locationPage,
  oneLocation,
  waitingCustomers,
} from './area-service';
import { hubArea } from '../shared/hub-route';
import { areaParams, locationParams } from '../shared/path-params';

/** Service areas and known locations (issue 26 section 1): ops and admins only. */
export const hubAreaRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/service-areas/',
    {
      summary: 'Ops: the delivery areas, smallest first, with their outlines',
      description:
        'knownLocations counts the active known locations inside each outline; the areas nest, ' +
        'so a location in the quick-delivery area counts in the larger ones too.',
      answer: serviceAreaListSchema,
    },
    async () => areaList(context),
  );

  hub.patch(
    '/api/hub/service-areas/:areaId/',
    {
      summary: 'Ops: open an area wider (a new outline) on its version',
      description:
        'Customers see the change at once. Every waiting customer ("We will notify you") whose ' +
        'place the change brings inside an area is queued one message in the same transaction; ' +
        'a place still outside is not. A stale version answers 409 STALE_VERSION.',
      params: areaParams,
      body: serviceAreaEditSchema,
      answer: serviceAreaEditAnswerSchema,
      errors: [404, 409],
    },
    async (request, actor) => editServiceArea(context, actor, request.params.areaId, request.body),
  );

  hub.get(
    '/api/hub/waitlist/',
    {
      summary: 'Ops: places customers wait for us at, and how many wait in and near each area',
      answer: waitlistSummarySchema,
    },
    async () => waitingCustomers(context),
  );

  hub.get(
    '/api/hub/known-locations/',
    {
      summary: 'Ops: known apartments and offices, by name, a page at a time',
      description:
        'area: a service area id (the locations inside its outline); q: part of the name, ' +
        'road, locality or pincode; state: active or retired (both when left out).',
      querystring: knownLocationQuerySchema,
      answer: knownLocationPageSchema,
      errors: [404],
    },
    async (request) => locationPage(context, request.query),
  );

  hub.post(
    '/api/hub/known-locations/',
    {
      summary: 'Ops: add a known location; customers can pick it at once',
      description:
        'The point must lie inside the service area named (400 OUTSIDE_SERVICE_AREA). It is ' +
        "offered in the address dropdown and found by the address map's place search.",
      body: knownLocationCreateSchema,
      answer: hubKnownLocationSchema,
      creates: true,
    },
    async (request, actor) => createLocation(context, actor, request.body),
  );

  hub.get(
    '/api/hub/known-locations/:locationId/',
    {
      summary: 'Ops: one known location, active or retired, with its version',
      params: locationParams,
      answer: hubKnownLocationSchema,
      errors: [404],
    },
    async (request) => oneLocation(context, request.params.locationId),
  );

  hub.patch(
    '/api/hub/known-locations/:locationId/',
    {
      summary: 'Ops: edit, retire (isActive false) or restore a known location on its version',
      description:
        'A move sends latitude, longitude and the service area together; a point outside it ' +
        'answers 400 OUTSIDE_SERVICE_AREA, a stale version 409 STALE_VERSION. Retiring keeps ' +
        'the row, so the addresses made from it keep their link; customers no longer see it.',
      params: locationParams,
      body: knownLocationEditSchema,
      answer: hubKnownLocationSchema,
      errors: [404, 409],
    },
    async (request, actor) => editLocation(context, actor, request.params.locationId, request.body),
  );
});
