import { z } from 'zod';
import { choiceSchema, hasAtMostDecimals, idSchema, idTextSchema } from './bounds';
import { bannedIngredientHitSchema } from './banned-ingredients';
import {
  LISTING_STATES,
  MEASUREMENT_UNITS,
  VEG_INDICATORS,
  type ListingState,
} from './catalog-enums';
import { approvedSellerSchema, hubPageSchema } from './hub';
import { hubListPageSchema, hubRowShape, namedSchema, packedProductSchema } from './hub-rows';
import { editOnVersion, onVersionSchema, reasonOnVersionSchema, versionSchema } from './version';
import { safeText } from './text';

/**
 * Products in the hub (issue 25 section 3; decision 028): a maker's listing from draft to live,
 * every field a product has, the review of a live product's ingredient change, and new
 * variants (NPI). Amounts are rupees here, paise in the database.
 */
export const HUB_PRODUCT_PAGE_SIZE = 50;
export const MAX_PRICE_RUPEES = 100_000;
export const MAX_PACKAGE_SIZE = 100_000;

export { LISTING_STATES, MEASUREMENT_UNITS, type ListingState };

/** What each listing state means to the maker, for lists and sentences. */
export const LISTING_STATE_WORDS: Record<ListingState, string> = {
  draft: 'a draft',
  submitted: 'submitted for review',
  approved: 'approved and live',
  rejected: 'rejected',
};

const idOf = idSchema;

/** Rupees with at most two decimals (whole paise), above zero: ₹0.01 at the least. */
export const priceSchema = z
  .number({ error: 'The price must be a number of rupees.' })
  .positive({ error: 'The price must be more than ₹0.' })
  .max(MAX_PRICE_RUPEES, { error: `The price can be at most ₹${MAX_PRICE_RUPEES}.` })
  .refine((rupees) => hasAtMostDecimals(rupees, 2), {
    error: 'The price can have at most two decimals (whole paise).',
  });

export const packageSizeSchema = z
  .number({ error: 'The package size must be a number.' })
  .positive({ error: 'The package size must be more than 0.' })
  .max(MAX_PACKAGE_SIZE, { error: `The package size can be at most ${MAX_PACKAGE_SIZE}.` })
  .refine((size) => hasAtMostDecimals(size, 2), {
    error: 'The package size can have at most two decimals.',
  });

export const measurementUnitSchema = choiceSchema(MEASUREMENT_UNITS, 'The unit');

const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

/** Every field a maker fills in; photos and the lab report are uploads. */
const productFields = {
  name: safeText('The name', { min: 2, max: 120 }),
  categoryId: idOf('Choose a category.'),
  subcategoryId: idOf('Choose a subcategory.'),
  price: priceSchema,
  packageSize: packageSizeSchema,
  measurementUnit: measurementUnitSchema,
  vegIndicator: choiceSchema(VEG_INDICATORS, 'The veg indicator'),
  /** A short tag on the card ('Stone ground'); empty or null for none. */
  specialityTag: safeText('The speciality tag', { max: 40 }).nullable(),
  ingredients: safeText('The ingredients', { min: 3, max: 4000, multiline: true }),
  usageInstructions: safeText('The usage instructions', { min: 3, max: 2000, multiline: true }),
  description: safeText('The description', { min: 10, max: 4000, multiline: true }),
  allergenInfo: safeText('The allergen information', { min: 2, max: 1000, multiline: true }),
  storage: safeText('The storage instructions', { min: 3, max: 1000, multiline: true }),
  canSellBeforeStocking: flag('Sell before stocking (preorder)'),
  showStock: flag('Show stock'),
  /** Whether a customer may ask for a replacement (spec: product status 20). */
  replaceable: flag('Replaceable'),
};

export const productCreateSchema = z.strictObject({
  /** Ops and admins choose the maker; a seller's products are always its own maker's. */
  makerId: idOf('Choose the maker this product is for.').optional(),
  ...productFields,
});
export type ProductCreate = z.infer<typeof productCreateSchema>;

/**
 * An edit: the version it was made on and the fields that change. On a live product a new
 * ingredients text is not applied: it waits for ops' review while the live text stays on sale.
 */
export const productEditSchema = editOnVersion(productFields);
export type ProductEdit = z.infer<typeof productEditSchema>;

export const productVersionSchema = onVersionSchema;

/**
 * Ops approve on the version they read. Over a banned-ingredient hit only with a written reason
 * (kept in the audit log), e.g. when the label says 'no MSG' in a way the check still reads as MSG.
 */
export const productApproveSchema = z.strictObject({
  version: versionSchema,
  overrideReason: safeText('The reason to approve over the banned-ingredient check', {
    min: 10,
    max: 500,
    multiline: true,
  }).optional(),
});
export type ProductApprove = z.infer<typeof productApproveSchema>;

export const productRejectSchema = reasonOnVersionSchema;

/** A new variant (NPI): another size or pack of a product, sharing its text and photos. */
export const variantCreateSchema = z.strictObject({
  /** The variant's own name; the product's when left out. */
  name: productFields.name.optional(),
  price: priceSchema,
  packageSize: packageSizeSchema,
  measurementUnit: measurementUnitSchema,
});
export type VariantCreate = z.infer<typeof variantCreateSchema>;

const productSorts = ['createdAt', 'name', 'price'] as const;
export const HUB_PRODUCT_SORTS = [
  ...productSorts,
  ...productSorts.map((sort) => `-${sort}` as const),
];
export type HubProductSort = (typeof HUB_PRODUCT_SORTS)[number];

const idQuery = (name: string) => idTextSchema(name, `${name} must be an id.`).optional();

/** The products list's filters, sort and page: the URL's query, so a link opens the same list. */
export const productListQuerySchema = z.strictObject({
  state: choiceSchema(LISTING_STATES, 'state').optional(),
  /** Only what awaits ops: submitted products and live ones with an ingredient change. */
  review: z
    .enum(['true'], { error: "review can only be 'true'." })
    .transform(() => true)
    .optional(),
  maker: idQuery('maker'),
  category: idQuery('category'),
  subcategory: idQuery('subcategory'),
  q: safeText('The search', { max: 100 }).optional(),
  sort: choiceSchema(HUB_PRODUCT_SORTS, 'sort').optional(),
  page: hubPageSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const hubProductListItemSchema = z.object({
  ...hubRowShape,
  state: z.enum(LISTING_STATES),
  name: z.string(),
  seller: approvedSellerSchema,
  category: namedSchema,
  subcategory: namedSchema,
  price: z.number(),
  packageSize: z.number(),
  measurementUnit: z.string(),
  cartImage: z.string().nullable().describe('Null until photos are added'),
  isActive: z.boolean().describe('Approved and not withdrawn: on sale while its maker is'),
  changePending: z
    .boolean()
    .describe('A live product whose change (ingredients, price, photos, lab report) awaits review'),
  variantOf: z.number().int().nullable().describe('The product this is a variant of'),
  approvedAt: z.string().nullable().describe('When it first went live'),
  createdAt: z.string(),
});
export type HubProductListItem = z.infer<typeof hubProductListItemSchema>;

export const hubProductPageSchema = hubListPageSchema('products', hubProductListItemSchema);
export type HubProductPage = z.infer<typeof hubProductPageSchema>;

export const hubProductSchema = hubProductListItemSchema.extend({
  vegIndicator: z.enum(VEG_INDICATORS),
  specialityTag: z.string().nullable(),
  ingredients: z.string().describe('The live (or draft) ingredients'),
  usageInstructions: z.string(),
  description: z.string(),
  allergenInfo: z.string(),
  storage: z.string(),
  canSellBeforeStocking: z.boolean(),
  showStock: z.boolean(),
  replaceable: z.boolean(),
  listImage: z.string().nullable(),
  listImage2: z.string().nullable(),
  detailImage: z.string().nullable(),
  testReportDocument: z.string().nullable(),
  testReportImage: z.string().nullable(),
  submittedAt: z.string().nullable(),
  rejectionReason: z.string().nullable().describe('Why ops rejected the listing'),
  reviewedAt: z.string().nullable(),
  reviewedBy: namedSchema.nullable(),
  proposedChange: z
    .object({
      ingredients: z.string().nullable().describe('New ingredients, or null when unchanged'),
      price: z.number().nullable().describe('New price in rupees, or null when unchanged'),
      photo: z.string().nullable().describe("New main photo (the product page's picture)"),
      secondPhoto: z.string().nullable().describe('New second list picture'),
      labReport: z
        .object({ document: z.string(), image: z.string().nullable() })
        .nullable()
        .describe('New lab report: the PDF and its first page'),
      proposedAt: z.string(),
      proposedBy: namedSchema.nullable(),
    })
    .nullable()
    .describe(
      'A change of a live product (ingredients, price, photos, lab report) awaiting review; the live values stay on sale until it is approved',
    ),
  changeRejectionReason: z
    .string()
    .nullable()
    .describe('Why ops refused the last change of the live product'),
  bannedIngredients: z
    .array(bannedIngredientHitSchema)
    .describe('What the banned-ingredient check finds in the text awaiting review'),
  variants: z
    .array(packedProductSchema.extend({ state: z.enum(LISTING_STATES) }))
    .describe('The other sizes and packs of the same product'),
});
export type HubProduct = z.infer<typeof hubProductSchema>;
