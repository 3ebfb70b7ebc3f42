import { and, eq } from 'drizzle-orm';
import { LISTING_STATE_WORDS, type ListingState } from '@makers-pantry/domain/hub-products';
import { REPLACEABLE_PRODUCT_STATUS } from '@makers-pantry/domain/support';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { AppError, notFound } from '../../http/errors';
import { checkVersion, nextVersion } from '../../http/versions';
import type { MakerScope } from './batches';

/**
 * A product's listing from draft to live (decision 028), the rules the hub calls. Every function
 * runs in the caller's transaction, locks the one product it changes and answers it before and
 * after, for the audit log. `is_active` (on sale) is turned on only by approval: a check in the
 * database holds that only an approved listing can be on sale, so listings, collections, the
 * cart check and search, which all read `is_active`, never show anything else.
 */

export type ProductRow = typeof products.$inferSelect;
/** Columns a change may set (the search vector is PostgreSQL's to compute). */
export type ProductValues = Partial<typeof products.$inferInsert>;
export interface ProductChange {
  before: ProductRow | null;
  after: ProductRow;
}

/** 20 means a customer may ask for a replacement. */
const NOT_REPLACEABLE_STATUS = 10;
export const statusOf = (replaceable: boolean) =>
  replaceable ? REPLACEABLE_PRODUCT_STATUS : NOT_REPLACEABLE_STATUS;

/** A draft has no photos until they are uploaded: the image columns hold '' until then. */
export const NO_PHOTO = '';
/** The main photo gives the list, detail and cart pictures; the second one is optional. */
const hasMainPhoto = (row: ProductRow) =>
  [row.listImage, row.detailImage, row.cartImage].every((path) => path !== NO_PHOTO);

/**
 * The pictures and lab report on sale: the URLs under /media the shop's cards, product page and
 * cart show (a live product's replacements wait in `proposedMedia` until ops approve them).
 */
export const liveFilesOf = (row: ProductRow) => ({
  listImage: row.listImage,
  listImage2: row.listImage2,
  detailImage: row.detailImage,
  cartImage: row.cartImage,
  testReportDocument: row.testReportDocument,
  testReportImage: row.testReportImage,
});

/** The product's fields as the audit log keeps them: plain JSON, rupees as the hub shows them. */
export function productAuditFields(row: ProductRow): Record<string, unknown> {
  return {
    state: row.listingState,
    makerId: row.makerId,
    name: row.name,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    price: row.pricePaise / 100,
    packageSize: row.packageSize,
    measurementUnit: row.measurementUnit,
    vegIndicator: row.vegIndicator,
    specialityTag: row.specialityTag,
    ingredients: row.ingredients,
    usageInstructions: row.usageInstructions,
    description: row.description,
    allergenInfo: row.allergenInfo,
    storage: row.storage,
    canSellBeforeStocking: row.canSellBeforeStocking,
    showStock: row.showStock,
    replaceable: row.status === REPLACEABLE_PRODUCT_STATUS,
    isActive: row.isActive,
    ...liveFilesOf(row),
    rejectionReason: row.rejectionReason,
    proposedIngredients: row.proposedIngredients,
    proposedPrice: row.proposedPricePaise === null ? null : row.proposedPricePaise / 100,
    proposedMedia: row.proposedMedia,
    changeRejectionReason: row.changeRejectionReason,
    variantOf: row.variantOfProductId,
    version: row.version,
  };
}

export const ownedBy = (scope: MakerScope) =>
  scope.makerId === null ? undefined : eq(products.makerId, scope.makerId);

/** Locks one product the scope may see, at the version the change was made on. */
export async function lockProduct(
  tx: Executor,
  id: number,
  scope: MakerScope,
  version: number,
): Promise<ProductRow> {
  // NO KEY UPDATE: order items being placed for this product (a key share) need not wait.
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), ownedBy(scope)))
    .for('no key update');
  if (!row) throw notFound('This product');
  checkVersion(row, version);
  return row;
}

export async function update(tx: Executor, id: number, values: ProductValues) {
  const [after] = await tx
    .update(products)
    .set({ ...values, version: nextVersion(products.version) })
    .where(eq(products.id, id))
    .returning();
  return after!;
}

export function stepNotAllowed(state: ListingState, doing: string) {
  return new AppError(
    'PRODUCT_STEP_NOT_ALLOWED',
    `This product is ${LISTING_STATE_WORDS[state]}; it cannot be ${doing}.`,
  );
}

/** The main photo must be there before a listing is reviewed: the shop cannot show it without. */
export function checkPhotos(row: ProductRow, doing: string) {
  if (!hasMainPhoto(row))
    throw new AppError(
      'PRODUCT_STEP_NOT_ALLOWED',
      `Please add the product's photo first; it cannot be ${doing} without one.`,
    );
}
