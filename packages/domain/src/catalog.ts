import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES, VEG_INDICATORS } from './catalog-enums';
import { SEARCH_KEYWORD_MAX, SEARCH_KEYWORD_MIN } from './search-limits';
import { idTextSchema, instantSchema, MAX_ID, pageTextSchema } from './bounds';
import { hasUnsafeCharacters, safeText } from './text';
import { rejectUnknownFields } from './unknown-fields';

/** Public catalogue contract. Amounts are rupees here. */

export const PAGE_SIZE = 30;

/** A product is new ('new launched', /newproducts) for this many days after its first approval. */
export const NEW_PRODUCT_DAYS = 30;

export { MAX_ID };

/** A positive id written in a URL path (`/api/products/12/`), read as a number. */
export const pathIdSchema = (label: string) => idTextSchema(label);

/** `?pageNum=`: 1 when absent; pages past the last one are simply empty. */
export const pageNumSchema = pageTextSchema('pageNum', PAGE_SIZE).default(1);

export const pageQuerySchema = z.object({ pageNum: pageNumSchema });

export { SEARCH_KEYWORD_MAX, SEARCH_KEYWORD_MIN };

export const searchQuerySchema = z.object({
  keyword: z
    .string({ error: 'Type something to search for.' })
    .trim()
    .min(SEARCH_KEYWORD_MIN, `Type at least ${SEARCH_KEYWORD_MIN} characters to search.`)
    .max(SEARCH_KEYWORD_MAX, `A search can be at most ${SEARCH_KEYWORD_MAX} characters long.`)
    .refine((keyword) => !hasUnsafeCharacters(keyword), 'A search can only contain text.'),
  pageNum: pageNumSchema,
});

export const slotSummarySchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  date: z.string(),
  startDatetime: z.string(),
  endDatetime: z.string(),
  promisedDeliveryTime: z.number().int().nullable(),
});
export type SlotSummary = z.infer<typeof slotSummarySchema>;

export const sellerSummarySchema = z.object({ id: z.number().int(), storeName: z.string() });

export const productListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  listImage: z.string(),
  listImage2: z.string(),
  detailImage: z.string(),
  cartImage: z.string(),
  packageSize: z.number(),
  measurementUnit: z.string(),
  price: z.number(),
  quantityAvailable: z.number().int(),
  showStock: z.boolean(),
  rating: z.number(),
  numReviews: z.number().int(),
  specialityTag: z.string().nullable(),
  vegIndicator: z.enum(VEG_INDICATORS),
  earliestDeliverySlot: slotSummarySchema.nullable(),
  testReportDocument: z.string().nullable(),
  testReportImage: z.string().nullable(),
  canSellBeforeStocking: z.boolean(),
  isStockInHand: z.boolean(),
  seller: sellerSummarySchema,
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const userOrderItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  canReview: z.boolean(),
  review: reviewSchema.nullable(),
});

/**
 * The dates of a batch as customers see them (issue 25, traceability): its best-before and, when
 * the maker gave it, the day it was packed. ISO dates (YYYY-MM-DD), in Bangalore.
 */
export const batchDatesSchema = z.object({
  bestBefore: z.string().nullable(),
  packedOn: z.string().nullable(),
});
export type BatchDates = z.infer<typeof batchDatesSchema>;

export const productDetailSchema = productListItemSchema.extend({
  description: z.string(),
  usageInstructions: z.string(),
  allergenInfo: z.string(),
  ingredients: z.string(),
  storage: z.string(),
  categoryId: z.number().int(),
  subcategoryId: z.number().int(),
  othersReviews: z.array(reviewSchema),
  userOrderItems: z.array(userOrderItemSchema),
  /**
   * Ours: the batch the next order would take its first unit from (the order path's own rule,
   * earliest best-before on the shelf first); null when none can be bought.
   */
  nextBatch: batchDatesSchema.nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const paginatorSchema = z.object({
  productsCount: z.number().int(),
  pageNum: z.number().int(),
  numPages: z.number().int(),
  pageSize: z.number().int(),
});
export type Paginator = z.infer<typeof paginatorSchema>;

export const paginator = (productsCount: number, pageNum: number): Paginator => ({
  productsCount,
  pageNum,
  numPages: Math.ceil(productsCount / PAGE_SIZE),
  pageSize: PAGE_SIZE,
});

export const productPageSchema = z.object({
  products: z.array(productListItemSchema),
  paginator: paginatorSchema,
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const subcategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
});
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  largeImage: z.string(),
  mediumImage: z.string(),
  smallImage: z.string(),
  redirectUrl: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tileImage: z.string(),
  products: z.array(productListItemSchema),
});
export type Collection = z.infer<typeof collectionSchema>;

export const collectionTileSchema = collectionSchema.omit({ products: true });
export type CollectionTile = z.infer<typeof collectionTileSchema>;

export const madeTypeGroupsSchema = z.object({
  madeWithout: z.array(collectionTileSchema),
  madeWith: z.array(collectionTileSchema),
});

export const sellerSchema = z.object({
  id: z.number().int(),
  storeName: z.string(),
  profileImage: z.string(),
  rating: z.number(),
  numReviews: z.number().int(),
  categoryTag: z.string(),
  cuisineTag: z.string(),
  aboutSeller: z.string(),
  products: z.array(productListItemSchema),
});
export type Seller = z.infer<typeof sellerSchema>;

export const bannedIngredientSchema = z.object({
  Name: z.string(),
  Aliases: z.string(),
  Functions: z.string(),
});
export type BannedIngredient = z.infer<typeof bannedIngredientSchema>;

/** Different products in one cart: plenty for groceries, and it bounds what one check costs. */
export const CART_LINES_MAX = 50;

/** POST api/products/cart-list/: what the browser has in its cart. */
export const cartListRequestSchema = z
  .array(
    z.strictObject(
      {
        id: z
          .number({ error: 'Each cart item needs a product id.' })
          .int('A product id is a whole number.')
          .positive('A product id is a whole number of 1 or more.')
          .max(MAX_ID, 'This product id is too large.'),
        quantityPossible: z
          .number({ error: 'Each cart item needs a quantity.' })
          .int('A quantity is a whole number.')
          .min(0, 'A quantity cannot be negative.')
          .max(999, 'A quantity can be at most 999.'),
        /** The price in rupees the customer last saw, so a change can be pointed out. */
        price: z.number().nonnegative('A price cannot be negative.').max(10_000_000).optional(),
      },
      rejectUnknownFields,
    ),
    { error: 'The cart must be a list of items.' },
  )
  .max(CART_LINES_MAX, `A cart can hold at most ${CART_LINES_MAX} different products.`);
export type CartListRequest = z.infer<typeof cartListRequestSchema>;

export const cartItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  cartImage: z.string(),
  packageSize: z.number(),
  measurementUnit: z.string(),
  /** Quantity in the cart, lowered to what can be sold. */
  quantityPossible: z.number().int(),
  quantityAvailable: z.number().int(),
  changeMessage: z.string().nullable(),
  earliestDeliverySlot: slotSummarySchema.nullable(),
  showStock: z.boolean(),
  canSellBeforeStocking: z.boolean(),
  isStockInHand: z.boolean(),
  sellerId: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The smaller answers that wrap product lists. */
export const recommendationsSchema = z.object({ recommendations: z.array(productListItemSchema) });
export const cartCollectionSchema = z.object({
  items: z.object({ products: z.array(productListItemSchema) }),
});
export const newProductsSchema = z.object({ NPIProducts: z.array(productListItemSchema) });
export const productListSchema = z.object({ products: z.array(productListItemSchema) });
export const collectionByTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  products: z.array(productListItemSchema),
});

/**
 * POST api/analytics/events/: the browser's product analytics, sent in small
 * batches. Properties stay flat and short so one visitor cannot fill the table with blobs.
 */
export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_PROPERTIES_MAX = 20;

const analyticsValueSchema = z.union(
  [safeText('An event property', { max: 200 }), z.number(), z.boolean(), z.null()],
  { error: 'Event properties are short texts, numbers, true/false or null.' },
);

export const analyticsEventSchema = z.strictObject(
  {
    name: z.enum(ANALYTICS_EVENT_NAMES, {
      error: `An event name is one of: ${ANALYTICS_EVENT_NAMES.join(', ')}.`,
    }),
    path: safeText('An event path', {
      min: 1,
      max: 500,
      missing: 'An event needs the path it happened on.',
    }),
    properties: z
      .record(safeText('A property name', { min: 1, max: 40 }), analyticsValueSchema)
      .refine((properties) => Object.keys(properties).length <= ANALYTICS_PROPERTIES_MAX, {
        message: `An event can carry at most ${ANALYTICS_PROPERTIES_MAX} properties.`,
      })
      .default({}),
    occurredAt: instantSchema('occurredAt', 'occurredAt must be an ISO date-time.'),
    anonymousId: safeText('anonymousId', { min: 1, max: 64 }).optional(),
  },
  rejectUnknownFields,
);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.strictObject(
  {
    events: z
      .array(analyticsEventSchema, { error: 'events must be a list of events.' })
      .min(1, 'Send at least one event.')
      .max(ANALYTICS_BATCH_MAX, `Send at most ${ANALYTICS_BATCH_MAX} events at a time.`),
  },
  rejectUnknownFields,
);
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsAcceptedSchema = z.object({ accepted: z.number().int() });
