import { z } from 'zod';
import {
  addressSchema,
  addressUpdateSchema,
  knownLocationAddressRequestSchema,
  locationSchema,
  mapAddressRequestSchema,
  pinPlaceSchema,
  type MapPlace,
  mapSettingsSchema,
  placeQuerySchema,
  placeSuggestionSchema,
  reverseQuerySchema,
} from '@makers-pantry/domain/addresses';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import { DEFAULT_CENTRE } from './map-centre';
import { currentUser, optionalUser } from '../../http/auth';
import { waitlistAnswerSchema, waitlistRequestSchema } from '@makers-pantry/domain/waitlist';
import { AppError, notFound } from '../../http/errors';
import { GeocoderUnavailable } from '../../providers/geo/geocoder';
import { loggedInRoutes, openRoutes } from '../module-routes';
import {
  changeAddress,
  createLocationAddress,
  createMapAddress,
  deliveryAreaOutline,
  joinWaitlist,
  knownLocationList,
  ownAddress,
  ownAddresses,
  polygonSizeOf,
  removeAddress,
} from './service';

const tags = ['addresses'];
const errors = errorAnswers;
const idParams = z.object({ id: pathIdSchema('Address id') });

/** Zoom 13 by default, 18 after picking a suggestion, 19 after Locate Me. */
const MAP_ZOOM = { initial: 13, suggestion: 18, locateMe: 19 };

/** Geocoder failures are the provider's, not the customer's: a 503 the map can explain. */
async function viaGeocoder<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GeocoderUnavailable) throw new AppError('GEOCODER_UNAVAILABLE');
    throw error;
  }
}

/** Known locations and the delivery map's settings, for anyone. */
export const knownLocationRoutes = openRoutes((app, context) => {
  app.get(
    '/logistics/locations/',
    {
      schema: {
        tags,
        summary: 'Apartments and offices we deliver to, for the address dropdown',
        response: { 200: z.array(locationSchema) },
      },
    },
    async () => knownLocationList(context),
  );

  app.get(
    '/api/maps/settings/',
    {
      schema: {
        tags,
        summary: 'Map tiles, default centre and zoom levels for the address map',
        response: { 200: mapSettingsSchema },
      },
    },
    async () => ({
      tileUrl: context.config.MAP_TILE_URL,
      attribution: '© OpenStreetMap contributors',
      centre: DEFAULT_CENTRE,
      zoom: MAP_ZOOM,
      deliveryArea: await deliveryAreaOutline(context),
    }),
  );
});

/** 'We will notify you' from the address screen: a visitor types a mobile, a login need not. */
export const waitlistRoutes = openRoutes((app, context) => {
  app.post(
    '/api/waitlist/',
    {
      preHandler: optionalUser(context),
      schema: {
        tags,
        summary: 'Keep a place we do not deliver to yet, and message the customer once we do',
        description:
          'consent must be true. A logged-in customer is messaged on their own mobile (whatsapp: ' +
          'true records their WhatsApp consent with its time); otherwise mobile is required. A ' +
          'place already inside a service area answers 400.',
        body: waitlistRequestSchema,
        response: { 201: waitlistAnswerSchema, ...errors(400) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await joinWaitlist(context, request.user ?? undefined, request.body)),
  );
});

/** The customer's addresses and place search. */
export const addressRoutes = loggedInRoutes((app, context) => {
  const withServiceability = async (place: MapPlace) => ({
    ...place,
    isServiceable:
      (await polygonSizeOf(context.db, place.coordinates.lat, place.coordinates.lng)) > 0,
  });

  app.post(
    '/logistics/locations/:locationId/create-address-v2/',
    {
      schema: {
        tags,
        summary: 'Add an address in a known apartment or office',
        params: z.object({ locationId: pathIdSchema('Location id') }),
        body: knownLocationAddressRequestSchema,
        response: { 201: addressSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const address = await createLocationAddress(
        context,
        currentUser(request).id,
        request.params.locationId,
        request.body,
      );
      return reply.code(201).send(address);
    },
  );

  app.post(
    '/api/users/address/create-v2/',
    {
      schema: {
        tags,
        summary: 'Add an address picked on the map (serviceability decided by the server)',
        body: mapAddressRequestSchema,
        response: { 201: addressSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createMapAddress(context, currentUser(request).id, request.body)),
  );

  app.get(
    '/api/users/address/',
    {
      schema: {
        tags,
        summary: "The customer's addresses, default first",
        response: { 200: z.array(addressSchema), ...errors(401) },
      },
    },
    async (request) => ownAddresses(context, currentUser(request).id),
  );

  app.get(
    '/api/users/address/:id/',
    {
      schema: {
        tags,
        summary: 'One of the customer’s own addresses',
        params: idParams,
        response: { 200: addressSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => ownAddress(context, currentUser(request).id, request.params.id),
  );

  app.patch(
    '/api/users/address/:id/',
    {
      schema: {
        tags,
        summary: 'Change an address (receiver, door, label) or make it the default',
        params: idParams,
        body: addressUpdateSchema,
        response: { 200: addressSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) =>
      changeAddress(context, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/users/address/:id/',
    {
      schema: {
        tags,
        summary: 'Remove one of the customer’s own addresses',
        params: idParams,
        response: { 200: z.object({ detail: z.string() }), ...errors(400, 401, 404) },
      },
    },
    async (request) => removeAddress(context, currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/places/suggestions/',
    {
      schema: {
        tags,
        summary: 'Places in Bengaluru matching what the customer typed',
        querystring: placeQuerySchema,
        response: { 200: z.array(placeSuggestionSchema), ...errors(400, 401, 503) },
      },
    },
    async (request) =>
      viaGeocoder(() => context.geocoder.suggest(request.query.query, DEFAULT_CENTRE)),
  );

  app.get(
    '/api/places/reverse/',
    {
      schema: {
        tags,
        summary: 'What lies at the pin: building, street, area and postcode',
        querystring: reverseQuerySchema,
        response: { 200: pinPlaceSchema, ...errors(400, 401, 503) },
      },
    },
    async (request) =>
      withServiceability(
        await viaGeocoder(() =>
          context.geocoder.reverse({ lat: request.query.lat, lng: request.query.lng }),
        ),
      ),
  );

  app.get(
    '/api/places/:placeId/',
    {
      schema: {
        tags,
        summary: 'A suggestion the customer picked, with its coordinates',
        params: z.object({ placeId: z.string().regex(/^[a-zA-Z0-9]{1,20}$/, 'Not a place id.') }),
        response: { 200: pinPlaceSchema, ...errors(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const place = await viaGeocoder(() => context.geocoder.details(request.params.placeId));
      if (!place) throw notFound('This place');
      return withServiceability(place);
    },
  );
});
