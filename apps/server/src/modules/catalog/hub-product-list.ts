import { and, asc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  bannedIngredientCheck,
  type BannedIngredientHit,
} from '@makers-pantry/domain/banned-ingredients';
import type {
  HubProduct,
  HubProductListItem,
  ProductListQuery,
} from '@makers-pantry/domain/hub-products';
import { REPLACEABLE_PRODUCT_STATUS } from '@makers-pantry/domain/support';
import type { Db } from '../../db/client';
import { categories, makers, products, subcategories } from '../../db/schema/catalog';
import { peopleByIds, personNamed } from '../accounts/service';
import type { MakerScope } from './batches';
import { allBannedIngredients } from './browse-queries';
import { productIdPage } from './hub-product-pages';
import { NO_PHOTO } from './product-changes';

/**
 * The hub's products list and one product (decision 028). A page is chosen by hub-product-pages
 * (an index for each filter and sort: products_maker_idx, _category_idx, _listing_state_idx,
 * _review_idx, _name_idx, _price_idx, the name's trigram index for words); then only its rows are
 * read with their maker and place.
 */

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Awaiting ops: a submitted listing, or a live product's change (products_review_idx). */
const awaitsReview = or(
  eq(products.listingState, 'submitted'),
  isNotNull(products.proposedIngredients),
  isNotNull(products.proposedPricePaise),
  isNotNull(products.proposedMedia),
);

function whereOf(scope: MakerScope, query: ProductListQuery, onlyId?: number) {
  const words = query.q?.trim();
  return and(
    scope.makerId === null ? undefined : eq(products.makerId, scope.makerId),
    onlyId === undefined ? undefined : eq(products.id, onlyId),
    query.state === undefined ? undefined : eq(products.listingState, query.state),
    query.review ? awaitsReview : undefined,
    query.maker === undefined ? undefined : eq(products.makerId, query.maker),
    query.category === undefined ? undefined : eq(products.categoryId, query.category),
    query.subcategory === undefined ? undefined : eq(products.subcategoryId, query.subcategory),
    words ? ilike(products.name, `%${escapeLike(words)}%`) : undefined,
  );
}

const photo = (path: string) => (path === NO_PHOTO ? null : path);

const listColumns = {
  id: products.id,
  version: products.version,
  state: products.listingState,
  name: products.name,
  makerId: products.makerId,
  storeName: makers.storeName,
  categoryId: products.categoryId,
  categoryName: categories.name,
  subcategoryId: products.subcategoryId,
  subcategoryName: subcategories.name,
  pricePaise: products.pricePaise,
  packageSize: products.packageSize,
  measurementUnit: products.measurementUnit,
  cartImage: products.cartImage,
  isActive: products.isActive,
  changePending: sql<boolean>`(${products.proposedIngredients} IS NOT NULL OR ${products.proposedPricePaise} IS NOT NULL OR ${products.proposedMedia} IS NOT NULL)`,
  variantOf: products.variantOfProductId,
  approvedAt: products.approvedAt,
  createdAt: products.createdAt,
};

/** Products with their maker and place, as the list shows them. */
const listRows = (db: Db) =>
  db
    .select(listColumns)
    .from(products)
    .innerJoin(makers, eq(makers.id, products.makerId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId));

type ListRow = Awaited<ReturnType<typeof listRows>>[number];

function listItem(row: ListRow): HubProductListItem {
  return {
    id: row.id,
    version: row.version,
    state: row.state,
    name: row.name,
    seller: { id: row.makerId, storeName: row.storeName },
    category: { id: row.categoryId, name: row.categoryName },
    subcategory: { id: row.subcategoryId, name: row.subcategoryName },
    price: row.pricePaise / 100,
    packageSize: row.packageSize,
    measurementUnit: row.measurementUnit,
    cartImage: photo(row.cartImage),
    isActive: row.isActive,
    changePending: row.changePending,
    variantOf: row.variantOf,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of products, newest first unless sorted, with the count the pager shows. */
export async function hubProductList(
  db: Db,
  scope: MakerScope,
  query: ProductListQuery,
): Promise<{ products: HubProductListItem[]; productsCount: number }> {
  const page = await productIdPage(
    db,
    whereOf(scope, query),
    query.sort,
    query.page ?? 1,
    Boolean(query.q?.trim()),
  );
  if (page.ids.length === 0) return { products: [], productsCount: page.total };
  const rows = await listRows(db).where(inArray(products.id, page.ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    products: page.ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [listItem(row)] : [];
    }),
    productsCount: page.total,
  };
}

/**
 * One product with everything the hub's product page shows: every field, the review's state,
 * the other sizes of its family, and what the banned-ingredient check finds in the text awaiting
 * review. Undefined when the scope may not see it (another maker's product: 404).
 */
export async function hubProductOf(
  db: Db,
  scope: MakerScope,
  id: number,
): Promise<HubProduct | undefined> {
  const [row] = await db
    .select({
      ...listColumns,
      product: products,
    })
    .from(products)
    .innerJoin(makers, eq(makers.id, products.makerId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(whereOf(scope, {}, id));
  if (!row) return undefined;
  const p = row.product;
  const familyId = p.variantOfProductId ?? p.id;
  const [family, bannedList, people] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        packageSize: products.packageSize,
        measurementUnit: products.measurementUnit,
        state: products.listingState,
      })
      .from(products)
      .where(or(eq(products.id, familyId), eq(products.variantOfProductId, familyId)))
      .orderBy(asc(products.id)),
    allBannedIngredients(db),
    peopleByIds(db, [p.reviewedByUserId, p.proposedByUserId]),
  ]);
  const awaiting = p.proposedIngredients ?? p.ingredients;
  const hits: BannedIngredientHit[] = bannedIngredientCheck(bannedList)(awaiting);
  return {
    ...listItem(row),
    vegIndicator: p.vegIndicator,
    specialityTag: p.specialityTag,
    ingredients: p.ingredients,
    usageInstructions: p.usageInstructions,
    description: p.description,
    allergenInfo: p.allergenInfo,
    storage: p.storage,
    canSellBeforeStocking: p.canSellBeforeStocking,
    showStock: p.showStock,
    replaceable: p.status === REPLACEABLE_PRODUCT_STATUS,
    listImage: photo(p.listImage),
    listImage2: photo(p.listImage2),
    detailImage: photo(p.detailImage),
    testReportDocument: p.testReportDocument,
    testReportImage: p.testReportImage,
    submittedAt: p.submittedAt?.toISOString() ?? null,
    rejectionReason: p.rejectionReason,
    reviewedAt: p.reviewedAt?.toISOString() ?? null,
    reviewedBy: personNamed(people, p.reviewedByUserId),
    proposedChange:
      p.proposedAt === null
        ? null
        : {
            ingredients: p.proposedIngredients,
            price: p.proposedPricePaise === null ? null : p.proposedPricePaise / 100,
            photo: p.proposedMedia?.detailImage ?? null,
            secondPhoto: p.proposedMedia?.listImage2 ?? null,
            labReport: p.proposedMedia?.testReportDocument
              ? {
                  document: p.proposedMedia.testReportDocument,
                  image: p.proposedMedia.testReportImage ?? null,
                }
              : null,
            proposedAt: p.proposedAt.toISOString(),
            proposedBy: personNamed(people, p.proposedByUserId),
          },
    changeRejectionReason: p.changeRejectionReason,
    bannedIngredients: hits,
    variants: family.filter((member) => member.id !== p.id),
  };
}
