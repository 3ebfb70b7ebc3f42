import { z } from 'zod';
import { choiceSchema, idSchema, instantSchema } from './bounds';
import { COLLECTION_TYPES } from './catalog-enums';
import { hubRowShape } from './hub-rows';
import { editOnVersion } from './version';
import { NO_SHOP_PAGE_MESSAGE, shopPageOf } from './shop-pages';
import { safeText } from './text';

/**
 * The home page's banners and collections in the hub (issue 26 section 4, decision 038): ops
 * write them, order them and schedule them; the shop shows what is on and within its window.
 */

/** What a banner or collection is now, as the hub lists it. */
export const SHOWING_STATES = ['showing', 'scheduled', 'ended', 'off', 'needs-pictures'] as const;
export type ShowingState = (typeof SHOWING_STATES)[number];

/** Whether the shop shows it at `now`: on, with its pictures, and inside its window. */
export function showingState(
  row: { isActive: boolean; activeFrom: Date | null; activeTo: Date | null; hasPictures: boolean },
  now: Date,
): ShowingState {
  if (!row.hasPictures) return 'needs-pictures';
  if (!row.isActive) return 'off';
  if (row.activeTo && now.getTime() >= row.activeTo.getTime()) return 'ended';
  if (row.activeFrom && now.getTime() < row.activeFrom.getTime()) return 'scheduled';
  return 'showing';
}

/** Banner pictures: one large image cut to the three sizes, or one size at a time. */
export const BANNER_PICTURES = ['all', 'large', 'medium', 'small'] as const;
export type BannerPicture = (typeof BANNER_PICTURES)[number];

const instant = (label: string) => instantSchema(label).nullable();

const sortOrder = z
  .number({ error: 'The position must be a whole number.' })
  .int({ error: 'The position must be a whole number.' })
  .min(0, { error: 'The position cannot be below 0.' })
  .max(10_000, { error: 'The position can be at most 10000.' });

const name = safeText('The name', { min: 2, max: 80 });
/**
 * A page of the shop ('/category/2/Dairy & Eggs/0/All', '/newproducts'), never another site or a
 * path the shop answers with 'Page not found'; the server also checks the page is there.
 */
const redirectUrl = safeText('The link', { min: 1, max: 300 }).refine(
  (link) => shopPageOf(link) !== null,
  { error: NO_SHOP_PAGE_MESSAGE },
);

const shows = z.boolean({ error: 'Say whether it shows (true or false).' });

const schedule = {
  activeFrom: instant('The start').optional().describe('null: at once'),
  activeTo: instant('The end').optional().describe('null: until turned off'),
};
type Schedule = { activeFrom?: string | null; activeTo?: string | null };
/** Takes any form with a schedule: the forms below are built for any fields beside it. */
const windowInOrder = (form: object) => {
  const { activeFrom, activeTo } = form as Schedule;
  return !activeFrom || !activeTo || Date.parse(activeTo) > Date.parse(activeFrom);
};
const windowError = { error: 'The end must be after the start.', path: ['activeTo'] };

const common = {
  ...hubRowShape,
  name: z.string(),
  sortOrder: z.number().int().describe('Lower first'),
  isActive: z.boolean(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  state: z.enum(SHOWING_STATES),
};

export const hubBannerSchema = z.object({
  ...common,
  largeImage: z.string(),
  mediumImage: z.string(),
  smallImage: z.string(),
  redirectUrl: z.string(),
});
export type HubBanner = z.infer<typeof hubBannerSchema>;
export const bannerListSchema = z.object({ banners: z.array(hubBannerSchema) });

/**
 * The forms of a banner and a collection: their own fields, then their place on the page and
 * their schedule. Something new starts off, and is turned on once its pictures are in.
 */
const placedCreate = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z
    .strictObject({ ...fields, sortOrder: sortOrder.default(0), ...schedule })
    .refine(windowInOrder, windowError);
const placedEdit = <Fields extends z.ZodRawShape>(fields: Fields) =>
  editOnVersion({ ...fields, sortOrder, isActive: shows, ...schedule }).refine(
    windowInOrder,
    windowError,
  );

export const bannerCreateSchema = placedCreate({ name, redirectUrl });
export type BannerCreate = z.infer<typeof bannerCreateSchema>;

export const bannerEditSchema = placedEdit({ name, redirectUrl });
export type BannerEdit = z.infer<typeof bannerEditSchema>;

export const MAX_COLLECTION_PRODUCTS = 200;
const productIds = z
  .array(idSchema('Product ids must be whole numbers.'), {
    error: 'productIds must be a list of product ids.',
  })
  .max(MAX_COLLECTION_PRODUCTS, {
    error: `A collection holds at most ${MAX_COLLECTION_PRODUCTS} products.`,
  })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: 'A product can be in a collection once.',
  })
  .describe("In the order the shop shows them; a 'new_launched' collection fills itself");

export const hubCollectionSchema = z.object({
  ...common,
  type: z.enum(COLLECTION_TYPES),
  tileImage: z.string(),
  productIds: z.array(z.number().int()),
});
export type HubCollection = z.infer<typeof hubCollectionSchema>;
export const collectionListSchema = z.object({ collections: z.array(hubCollectionSchema) });
export const collectionListQuerySchema = z.strictObject({
  type: choiceSchema(COLLECTION_TYPES, 'type').optional(),
});

/** A new collection is turned on once its tile picture is in. */
export const collectionCreateSchema = placedCreate({
  name,
  type: choiceSchema(COLLECTION_TYPES, 'The type'),
  productIds: productIds.default([]),
});
export type CollectionCreate = z.infer<typeof collectionCreateSchema>;

export const collectionEditSchema = placedEdit({ name, productIds });
export type CollectionEdit = z.infer<typeof collectionEditSchema>;
