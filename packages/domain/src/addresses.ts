import { z } from 'zod';
import { MOBILE_PATTERN } from './accounts';
import { safeText } from './text';
import { namingUnknownFields } from './unknown-fields';

/** Addresses, known locations and places. */

export const ADDRESS_MESSAGES = {
  doorNum: 'Please enter a valid door number',
  name: 'Please enter a valid first name (at least 3 characters)',
  mobile: 'Please enter a valid 10-digit mobile number',
  label: 'Please enter a label',
  pincode: 'Please enter a valid pincode',
} as const;

/** 6 digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** Map addresses are always in Bangalore. */
export const ADDRESS_CITY = 'BANGALORE';
export const DEFAULT_ADDRESS_LABEL = 'Home';
/** Polygon sizes: 0 none, 100 small, 200 medium, 300 big. */
export const POLYGON_SIZES = [0, 100, 200, 300] as const;

/** Coordinates are kept to 6 decimals (about 11 cm). */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

const rejectUnknownFields = namingUnknownFields(
  (keys) =>
    `${keys.join(', ')} ${keys.length === 1 ? 'is not a field' : 'are not fields'} this form accepts.`,
);

export const addressNameSchema = safeText('Name', {
  min: 3,
  max: 60,
  message: ADDRESS_MESSAGES.name,
});
export const addressMobileSchema = z
  .string({ error: ADDRESS_MESSAGES.mobile })
  .trim()
  .regex(MOBILE_PATTERN, { error: ADDRESS_MESSAGES.mobile });
export const doorNumSchema = safeText('Door number', {
  min: 2,
  max: 60,
  message: ADDRESS_MESSAGES.doorNum,
});
export const addressLabelSchema = safeText('Label', {
  min: 1,
  max: 30,
  message: ADDRESS_MESSAGES.label,
});
export const pincodeSchema = z
  .string({ error: ADDRESS_MESSAGES.pincode })
  .trim()
  .regex(PINCODE_PATTERN, { error: ADDRESS_MESSAGES.pincode });
const optionalLine = (label: string) => safeText(label, { max: 120 }).default('');

/** POST /logistics/locations/{locationId}/create-address-v2/ */
export const knownLocationAddressRequestSchema = z.strictObject(
  {
    name: addressNameSchema,
    mobile: addressMobileSchema,
    doorNum: doorNumSchema,
    buildingDetails: optionalLine('Building details'),
    label: addressLabelSchema.default(DEFAULT_ADDRESS_LABEL),
    isDefault: z.boolean().default(false),
  },
  rejectUnknownFields,
);
export type KnownLocationAddressRequest = z.input<typeof knownLocationAddressRequestSchema>;

const latitudeSchema = z.number({ error: 'latitude must be a number.' }).min(-90).max(90);
const longitudeSchema = z.number({ error: 'longitude must be a number.' }).min(-180).max(180);

/**
 * POST api/users/address/create-v2/: the map payload. `isServiceable` is accepted because the
 * original client sends it, and ignored: the server decides from the coordinates. `city` is
 * always BANGALORE.
 */
export const mapAddressRequestSchema = z.strictObject(
  {
    name: addressNameSchema,
    mobile: addressMobileSchema,
    doorNum: doorNumSchema,
    buildingDetails: optionalLine('Building details'),
    road: optionalLine('Road'),
    area: optionalLine('Area'),
    city: safeText('City', { max: 40 }).optional(),
    pincode: pincodeSchema,
    label: addressLabelSchema.default(DEFAULT_ADDRESS_LABEL),
    isDefault: z.boolean().default(false),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    isServiceable: z.boolean().optional(),
  },
  rejectUnknownFields,
);
export type MapAddressRequest = z.input<typeof mapAddressRequestSchema>;

/** PATCH api/users/address/{id}/: what a customer may change without moving the pin. */
export const addressUpdateSchema = z.strictObject(
  {
    name: addressNameSchema.optional(),
    mobile: addressMobileSchema.optional(),
    doorNum: doorNumSchema.optional(),
    buildingDetails: safeText('Building details', { max: 120 }).optional(),
    road: safeText('Road', { max: 120 }).optional(),
    area: safeText('Area', { max: 120 }).optional(),
    pincode: pincodeSchema.optional(),
    label: addressLabelSchema.optional(),
    isDefault: z.boolean().optional(),
  },
  rejectUnknownFields,
);
export type AddressUpdate = z.input<typeof addressUpdateSchema>;

/** An address's written parts, as a stored address, an order's copy and a seller's lead hold them. */
export const addressPartsShape = {
  doorNum: z.string(),
  buildingDetails: z.string(),
  road: z.string(),
  area: z.string(),
  city: z.string(),
  pincode: z.string(),
};

export const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  ...addressPartsShape,
  label: z.string(),
  isDefault: z.boolean(),
  isServiceable: z.boolean(),
  /** Smallest service area the address lies in: 100 small, 200 medium, 300 big, 0 none. */
  serviceablePolygon: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  locationId: z.number().int().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const locationSchema = z.object({ id: z.number().int(), name: z.string() });
export type KnownLocation = z.infer<typeof locationSchema>;

/** The lines a postal address is written in: a customer's address, an order's, a seller lead's. */
export type PostalLines = Pick<
  Address,
  'doorNum' | 'buildingDetails' | 'road' | 'area' | 'city' | 'pincode'
>;

/** Only the postal lines of a row that holds them among other things. */
export const postalLinesOf = (address: PostalLines): PostalLines => ({
  doorNum: address.doorNum,
  buildingDetails: address.buildingDetails,
  road: address.road,
  area: address.area,
  city: address.city,
  pincode: address.pincode,
});

/** 'Door, Building, Road, Area, City - Pincode' without empty parts. */
export function addressLine(address: PostalLines): string {
  return [address.doorNum, address.buildingDetails, address.road, address.area, address.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .concat(address.pincode ? [address.pincode] : [])
    .join(', ');
}

// --- places (the map's search box and pin) ---

export const placeQuerySchema = z.strictObject({
  query: safeText('query', { min: 2, max: 100, missing: 'Type at least 2 characters to search.' }),
});
/**
 * A coordinate in a URL, required and written as a decimal number ('12.9716', '-0.5'): not
 * empty (which would read as 0, a point in the sea), not hex ('0x10'), not '1e1', not 'Infinity'.
 */
const coordinateText = (name: string, limit: number) => {
  const sentence = `${name} must be a decimal number from -${limit} to ${limit}, such as 12.9716.`;
  return z
    .string({ error: sentence })
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, { error: sentence })
    .transform(Number)
    .pipe(z.number().min(-limit, { error: sentence }).max(limit, { error: sentence }));
};

export const reverseQuerySchema = z.strictObject({
  lat: coordinateText('lat', 90),
  lng: coordinateText('lng', 180),
});

export const placeSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

/** 'Map-derived address'. */
export const mapPlaceSchema = z.object({
  buildingName: z.string(),
  streetName: z.string(),
  areaName: z.string(),
  postcode: z.string(),
  description: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  isPremise: z.boolean(),
  locationId: z.number().int().nullable(),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

/** What the address map needs from the server: tiles, the default centre and zoom levels. */
export const mapSettingsSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  centre: z.object({ lat: z.number(), lng: z.number() }),
  /** 13 by default, 18 after a suggestion, 19 after Locate Me. */
  zoom: z.object({ initial: z.number(), suggestion: z.number(), locateMe: z.number() }),
  /** The outline of the biggest service area as [lat, lng] pairs: drawn on the map, so the
   * customer sees where we deliver even when map tiles cannot load. */
  deliveryArea: z.array(z.tuple([z.number(), z.number()])),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** A place under the pin, with whether the shop delivers there (decided by the server). */
export const pinPlaceSchema = mapPlaceSchema.extend({ isServiceable: z.boolean() });
export type PinPlace = z.infer<typeof pinPlaceSchema>;
