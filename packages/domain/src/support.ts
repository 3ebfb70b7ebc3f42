import { z } from 'zod';
import { ADDRESS_CITY, PINCODE_PATTERN } from './addresses';
import { safeText } from './text';

/** The seller-interest form's sentences (spec section 5). */
export const SELLER_FORM_MESSAGES = {
  cuisine: 'Please enter at least one type of cuisine',
  category: 'Please enter at least two items you make',
  doorNum: 'Please enter a valid door number',
  buildingDetails: 'Please enter your building name',
  road: 'Please enter a valid street / road name',
  area: 'Please enter a valid area',
  city: 'Please enter your city',
  pincode: 'Please enter a valid pincode',
} as const;

/** Spec section 9: the seller form starts in Bangalore. */
export const SELLER_FORM_DEFAULTS = { city: ADDRESS_CITY, pincode: '560068' } as const;

/**
 * What the onboarding form sends. `category` holds the best dishes the maker names (the spec's
 * seller-interest request has no field of its own for them); name and mobile come from the login.
 */
export const sellerLeadRequestSchema = z.strictObject({
  cuisine: safeText('Cuisine', { min: 1, max: 200, message: SELLER_FORM_MESSAGES.cuisine }),
  category: safeText('Best dishes', { min: 6, max: 500, message: SELLER_FORM_MESSAGES.category }),
  freeText: safeText('Anything else', { max: 1000, multiline: true }).default(''),
  doorNum: safeText('Door number', { min: 2, max: 50, message: SELLER_FORM_MESSAGES.doorNum }),
  buildingDetails: safeText('Building name', {
    min: 1,
    max: 200,
    message: SELLER_FORM_MESSAGES.buildingDetails,
  }),
  road: safeText('Street', { min: 4, max: 200, message: SELLER_FORM_MESSAGES.road }),
  area: safeText('Area', { min: 3, max: 200, message: SELLER_FORM_MESSAGES.area }),
  city: safeText('City', { min: 1, max: 100, message: SELLER_FORM_MESSAGES.city }),
  pincode: z
    .string({ error: SELLER_FORM_MESSAGES.pincode })
    .trim()
    .regex(PINCODE_PATTERN, { error: SELLER_FORM_MESSAGES.pincode }),
});
export type SellerLeadRequest = z.input<typeof sellerLeadRequestSchema>;

export const sellerLeadSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  firstName: z.string(),
  mobile: z.string(),
  cuisine: z.string(),
  category: z.string(),
  freeText: z.string(),
  doorNum: z.string(),
  buildingDetails: z.string(),
  road: z.string(),
  area: z.string(),
  city: z.string(),
  pincode: z.string(),
});
export type SellerLead = z.infer<typeof sellerLeadSchema>;

/** The CSV columns ops download, in the spec's order of the seller-interest request. */
export const SELLER_LEAD_COLUMNS = [
  'createdAt',
  'firstName',
  'mobile',
  'cuisine',
  'category',
  'freeText',
  'doorNum',
  'buildingDetails',
  'road',
  'area',
  'city',
  'pincode',
] as const satisfies readonly (keyof SellerLead)[];

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (= + - @, or a tab/CR before one)
 * gets a leading quote so opening the download cannot run anything.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (cells: string[]) => cells.map(csvCell).join(',');
