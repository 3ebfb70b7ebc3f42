import { z } from 'zod';
import { idSchema, idTextSchema } from './bounds';
import { pincodeSchema } from './addresses';
import { hubPageSchema } from './hub';
import { hubListPageSchema, hubRowShape } from './hub-rows';
import { editOnVersion, versionSchema } from './version';

/**
 * Service areas and known locations in the hub (issue 26 section 1): ops see the delivery
 * polygons and keep the list of apartments and offices that customers pick their address from.
 * Which area a location is in follows from its coordinates (the shop's point-in-polygon rule),
 * so the areas are nested: a flat in the quick-delivery area is also in the two larger ones.
 */

export const KNOWN_LOCATION_PAGE_SIZE = 50;
export const KNOWN_LOCATION_STATES = ['active', 'retired'] as const;
export type KnownLocationState = (typeof KNOWN_LOCATION_STATES)[number];

const TEXT_MAX = 120;

export const hubServiceAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  polygonSize: z.number().int().describe('100 small (quick delivery), 200 medium, 300 big'),
  outline: z.array(z.tuple([z.number(), z.number()])).describe('[lat, lng] corners, not closed'),
  knownLocations: z.number().int().describe('Active known locations inside the outline'),
  version: z.number().int(),
});
export type HubServiceArea = z.infer<typeof hubServiceAreaSchema>;

export const serviceAreaListSchema = z.object({ areas: z.array(hubServiceAreaSchema) });
export type ServiceAreaList = z.infer<typeof serviceAreaListSchema>;

export const hubKnownLocationSchema = z.object({
  ...hubRowShape,
  name: z.string(),
  buildingDetails: z.string(),
  road: z.string(),
  area: z.string().describe('The locality, as on an address'),
  city: z.string(),
  pincode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  isActive: z.boolean().describe('False once retired: no longer offered to customers'),
  serviceAreaId: z
    .number()
    .int()
    .nullable()
    .describe('The smallest service area holding the point; null when none does'),
  addressCount: z.number().int().describe("Customers' addresses made from it"),
});
export type HubKnownLocation = z.infer<typeof hubKnownLocationSchema>;

const idText = (label: string) => idTextSchema(label, `${label} must be an id.`);

export const knownLocationQuerySchema = z.strictObject({
  area: idText('area').optional().describe('A service area id: the locations inside it'),
  q: z
    .string()
    .trim()
    .max(80, { error: 'The search can be at most 80 characters.' })
    .optional()
    .describe('Part of the name, road, locality or pincode'),
  state: z.enum(KNOWN_LOCATION_STATES, { error: 'state must be active or retired.' }).optional(),
  page: hubPageSchema.optional(),
});
export type KnownLocationQuery = z.infer<typeof knownLocationQuerySchema>;

export const knownLocationPageSchema = hubListPageSchema('locations', hubKnownLocationSchema);
export type KnownLocationPage = z.infer<typeof knownLocationPageSchema>;

const text = (label: string, min = 1) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(min, { error: `Please enter ${label.toLowerCase()}.` })
    .max(TEXT_MAX, { error: `${label} can be at most ${TEXT_MAX} characters.` });

const locationFields = {
  serviceAreaId: idSchema('Choose the service area the location is in.'),
  name: text('The name'),
  buildingDetails: text('The building details', 0),
  road: text('The road'),
  area: text('The locality'),
  pincode: pincodeSchema,
  latitude: z
    .number({ error: 'The latitude must be a number.' })
    .min(-90, { error: 'The latitude must be between -90 and 90.' })
    .max(90, { error: 'The latitude must be between -90 and 90.' }),
  longitude: z
    .number({ error: 'The longitude must be a number.' })
    .min(-180, { error: 'The longitude must be between -180 and 180.' })
    .max(180, { error: 'The longitude must be between -180 and 180.' }),
};

export const knownLocationCreateSchema = z.strictObject({
  ...locationFields,
  buildingDetails: locationFields.buildingDetails.default(''),
});
export type KnownLocationCreate = z.input<typeof knownLocationCreateSchema>;

/**
 * Any field on the version it was read at. A move names the area it is meant to be in, so a
 * pin dropped outside it is caught; `isActive: false` retires the location, `true` restores it.
 */
export const knownLocationEditSchema = editOnVersion({
  ...locationFields,
  isActive: z.boolean({ error: 'Say whether the location is offered (true or false).' }),
}).refine(
  (edit) =>
    (edit.latitude === undefined) === (edit.longitude === undefined) &&
    (edit.latitude === undefined || edit.serviceAreaId !== undefined),
  {
    error: 'A move needs the latitude, the longitude and the service area together.',
    path: ['latitude'],
  },
);
export type KnownLocationEdit = z.input<typeof knownLocationEditSchema>;

/** PATCH /api/hub/service-areas/{id}/: a new outline (open it wider) on the version read. */
export const serviceAreaEditSchema = z.strictObject({
  version: versionSchema,
  outline: z
    .array(
      z.tuple([
        z.number().min(-90, 'A corner lies off the map.').max(90, 'A corner lies off the map.'),
        z.number().min(-180, 'A corner lies off the map.').max(180, 'A corner lies off the map.'),
      ]),
    )
    .min(3, 'An area needs at least three corners.')
    .max(200, 'An area may have at most 200 corners.'),
});
export type ServiceAreaEdit = z.infer<typeof serviceAreaEditSchema>;

export const serviceAreaEditAnswerSchema = hubServiceAreaSchema.extend({
  waitingTold: z
    .number()
    .int()
    .describe('Waiting customers the change brought inside, each sent one message'),
});
export type ServiceAreaEditAnswer = z.infer<typeof serviceAreaEditAnswerSchema>;
