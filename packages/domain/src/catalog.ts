import { z } from 'zod';
import { VEG_INDICATORS } from './catalog-enums';

/** Public catalogue contract (spec sections 3 and 7). Amounts are rupees here. */

export const PAGE_SIZE = 30;

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
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const paginatorSchema = z.object({
  productsCount: z.number().int(),
  pageNum: z.number().int(),
  numPages: z.number().int(),
  pageSize: z.number().int(),
});
export type Paginator = z.infer<typeof paginatorSchema>;

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

/** POST api/products/cart-list/: what the browser has in its cart. */
export const cartListRequestSchema = z
  .array(
    z.strictObject({
      id: z.number().int().positive(),
      quantityPossible: z.number().int().min(0).max(999),
    }),
  )
  .max(200);
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
