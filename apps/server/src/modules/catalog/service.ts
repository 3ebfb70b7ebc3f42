import {
  paginator,
  type ProductDetail,
  type ProductListItem,
  type ProductPage,
} from '@makers-pantry/domain/catalog';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { nextBatchOf, sellableBatchesOf } from './batch-order';
import type { CountMemo } from './count-memo';
import { loadProductCards, loadProductRows, productCard } from './product-card';
import { productsInOrder } from './product-rows';
import {
  companionsOf,
  countListing,
  findProductOnSale,
  findProductText,
  listingPage,
  newlyApproved,
  popularInStock,
  type ListingFilter,
} from './queries';
import type { ReadableReviewsLoader, Viewer } from './viewer';

// The page at `/` carries home's banners (app.ts, http/page-with-answer.ts).
export { bannerList } from './browse-service';

const RECOMMENDATIONS = 10;
const HANDPICKED = 12;
/** A product page shows the latest reviews; older ones add little and weigh on every visit. */
const REVIEWS_SHOWN = 50;

/** A page of products on sale, with the listing's count (shared by its pages for a while). */
export async function listingOf(
  context: AppContext,
  counts: CountMemo,
  filter: ListingFilter,
  pageNum: number,
): Promise<ProductPage> {
  const countKey = `${filter.categoryId ?? 'all'}/${filter.subcategoryId ?? 'all'}`;
  const [products, productsCount] = await Promise.all([
    loadProductCards(context, listingPage(filter, pageNum)),
    counts.get(countKey, () => countListing(context.db, filter)),
  ]);
  return { products, paginator: paginator(productsCount, pageNum) };
}

const productNotFound = (id: number) => notFound(`Product ${id}`);

export async function productDetail(
  context: AppContext,
  id: number,
  viewer: Viewer | null,
  readableReviews: ReadableReviewsLoader,
): Promise<ProductDetail> {
  const [{ rows, openSlots, now }, text, reviews, batches] = await Promise.all([
    loadProductRows(context, productsInOrder([id])),
    findProductText(context.db, id),
    readableReviews(context.db, id, REVIEWS_SHOWN),
    sellableBatchesOf(context.db, id),
  ]);
  const row = rows[0];
  if (!row?.onSale || !text) throw productNotFound(id);
  const card = productCard(row, openSlots, now);
  return {
    ...card,
    ...text,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    othersReviews: reviews,
    userOrderItems: userOrderItems(viewer),
    nextBatch: card.showStock ? nextBatchDates(batches, id, row.canSellBeforeStocking) : null,
  };
}

/**
 * The dates of the batch the next order would take from. Read with the page, as its stock is, so
 * an approval or an expiry shows on the page when the stock does (the public cache's seconds).
 */
function nextBatchDates(
  batches: Awaited<ReturnType<typeof sellableBatchesOf>>,
  productId: number,
  canSellBeforeStocking: boolean,
): ProductDetail['nextBatch'] {
  const next = nextBatchOf(batches, productId, canSellBeforeStocking);
  return next && { bestBefore: next.bestBefore, packedOn: next.packedOn };
}

/**
 * A visitor has no purchases; a logged-in viewer's are filled in by product-routes through the
 * injected OwnOrderItemsLoader (the reviews module), outside the public cache.
 */
function userOrderItems(_viewer: Viewer | null): ProductDetail['userOrderItems'] {
  return [];
}

export async function recommendationsFor(
  context: AppContext,
  id: number,
): Promise<{ recommendations: ProductListItem[] }> {
  const product = await findProductOnSale(context.db, id);
  if (!product) throw productNotFound(id);
  const recommendations = await loadProductCards(
    context,
    companionsOf({ id, ...product }, RECOMMENDATIONS),
  );
  return { recommendations };
}

export async function handpickedProducts(context: AppContext) {
  return { items: { products: await loadProductCards(context, popularInStock(HANDPICKED)) } };
}

export async function newProducts(context: AppContext) {
  return { NPIProducts: await loadProductCards(context, newlyApproved(context.now())) };
}

// For the slot engine and the order path (modules that may use catalog: eslint.config.js).
export { loadProductCardsByIds } from './product-card';
export { checkLines, type CheckedLine } from './stock-check';
export { batchesToTakeFrom, type OrderableBatch } from './batch-order';

// For the hub: stock batches from plan to shelf (decision 026).
export {
  approveBatch,
  attachReceiptPhoto,
  batchAuditFields,
  createBatch,
  deletePlannedBatch,
  editPlannedBatch,
  expireBatches,
  receiveBatch,
  rejectBatch,
  type BatchChange,
} from './batches';
export { correctBatchCount, reasonText, recallBatch, writeOffBatch } from './batch-corrections';
export {
  batchList,
  batchOf,
  creatableProducts,
  expiringBatchesFigure,
  expiringDays,
  receiptPhotoOf,
  type ExpiringBatchesFigure,
  type MakerChoice,
} from './batch-list';
// For the hub: makers' store profiles, suspension and reinstatement.
export {
  createMaker,
  editMakerProfile,
  makerAuditFields,
  makerList,
  makerRunBy,
  makerVisible,
  reinstateMaker,
  setMakerOwner,
  setMakerProfileImage,
  suspendMaker,
  type MakerChange,
  type MakerRow,
} from './makers';
// For the hub: pictures and lab reports uploaded for a product (decision 030).
export { mediaOf, productMedia, setProductMedia, type ProductMediaFields } from './product-media';
export { hasProposal, proposalWords } from './product-proposal';
// For the hub: the list products are checked against before approval.
export { allBannedIngredients } from './browse-queries';
// For the hub: products from draft to live, ingredient changes under review, variants (decision 028).
export { productAuditFields, type ProductChange } from './product-changes';
export { createProduct, editProduct, submitProduct } from './product-listing';
export {
  approveProduct,
  rejectProduct,
  type BannedIngredientOverride,
  type ReviewKind,
} from './product-review';
export { createVariant } from './product-variants';
export { hubProductList, hubProductOf } from './hub-product-list';

// For the hub's merchandising (banners, collections; decision 038).
export { checkShopPageLink, findShopPages } from './shop-pages';
export {
  allBanners,
  allCollections,
  bannerHasPictures,
  collectionHasPictures,
  insertBanner,
  insertCollection,
  productIdsOf,
  setCollectionProducts,
  updateBanner,
  updateCollection,
  type BannerFields,
  type BannerRow,
  type CollectionFields,
  type CollectionRow,
} from './merchandising';
// For the hub: Today's stock running low, store names told apart, and which maker an object is.
export { lowStockFigure, type LowStockFigure } from './low-stock';
export { refuseTakenStoreName, storeNameKey, withStoreName } from './store-names';
export {
  approvedMakers,
  makerIdRunBy,
  makerName,
  makerOfCatalogObject,
  type CatalogObject,
} from './maker-lookups';
// For orders' evening message to each maker with orders for tomorrow: to the login that runs it.
export { queueMakerMessage } from './maker-messages';
// For reviews: a published review counts in its product's and maker's rating.
export { countRating } from './ratings';
// For support's help form and leads: a bought item's product still sold, a maker's store name.
export { productStatesOf, storeNamesOf } from './item-facts';
// For the seller page (sellers): an approved maker's profile and its menu's product ids.
export { findApprovedMaker, menuOf } from './seller-page';
// For search's one statement per page and its index of words: catalog's read views.
export { productsOnSale, productWords } from './read-views';
// For orders' read models: makers' names and batches' dates joined in orders' own statements
// (decision 070).
export { batchDates, makerNames } from './read-views';
