import { eq } from 'drizzle-orm';
import type { ProductCreate, ProductEdit } from '@makers-pantry/domain/hub-products';
import { rupeesToPaise } from '@makers-pantry/domain/money';
import { searchKeywords } from '@makers-pantry/domain/search-keywords';
import type { Executor } from '../../db/client';
import { learnSearchWords } from '../../db/search-vocabulary';
import { categories, makers, products, subcategories } from '../../db/schema/catalog';
import { AppError, notFound } from '../../http/errors';
import type { MakerScope } from './batches';
import {
  checkPhotos,
  lockProduct,
  NO_PHOTO,
  statusOf,
  stepNotAllowed,
  update,
  type ProductChange,
  type ProductRow,
  type ProductValues,
} from './product-changes';
import { reviewedFieldValues } from './product-proposal';
import { checkSizeIsNew, familyOf } from './product-variants';

/** A maker's listing: a new draft, its edits, and sending it for review. */

const badPlace = (detail: string) => new AppError('VALIDATION_FAILED', detail);

/**
 * Where a product sits: the subcategory must be one of the category's. Answers the search keywords
 * the place, the maker and the tag give (the seed writes them the same way).
 */
async function keywordsFor(
  tx: Executor,
  place: { categoryId: number; subcategoryId: number; makerId: number },
  specialityTag: string | null,
): Promise<string> {
  const [row] = await tx
    .select({
      category: categories.name,
      subcategory: subcategories.name,
      subcategoryOf: subcategories.categoryId,
      storeName: makers.storeName,
    })
    .from(categories)
    .leftJoin(subcategories, eq(subcategories.id, place.subcategoryId))
    .leftJoin(makers, eq(makers.id, place.makerId))
    .where(eq(categories.id, place.categoryId));
  if (!row) throw badPlace('This category was not found. Please choose another.');
  if (row.subcategory === null || row.subcategoryOf !== place.categoryId)
    throw badPlace(`Please choose a subcategory of ${row.category}.`);
  return searchKeywords([row.category, row.subcategory, row.storeName, specialityTag]);
}

/** The text fields and flags of a create or edit, as columns (rupees to paise, tag '' to null). */
function columnsOf(fields: Partial<Omit<ProductCreate, 'makerId'>>): ProductValues {
  const { price, replaceable, specialityTag, ...rest } = fields;
  return {
    ...rest,
    ...(price === undefined ? {} : { pricePaise: rupeesToPaise(price) }),
    ...(replaceable === undefined ? {} : { status: statusOf(replaceable) }),
    ...(specialityTag === undefined ? {} : { specialityTag: specialityTag || null }),
  };
}

/** A new product, as a draft: not on sale, no photos until they are uploaded. */
export async function createProduct(
  tx: Executor,
  makerId: number,
  input: Omit<ProductCreate, 'makerId'>,
  now: Date,
): Promise<ProductChange> {
  const [maker] = await tx.select({ id: makers.id }).from(makers).where(eq(makers.id, makerId));
  if (!maker) throw notFound('This maker');
  const columns = columnsOf(input);
  const keywords = await keywordsFor(
    tx,
    { categoryId: input.categoryId, subcategoryId: input.subcategoryId, makerId },
    columns.specialityTag ?? null,
  );
  const [after] = await tx
    .insert(products)
    .values({
      ...(columns as typeof products.$inferInsert),
      makerId,
      searchKeywords: keywords,
      listingState: 'draft',
      isActive: false,
      approvedAt: null,
      listImage: NO_PHOTO,
      listImage2: NO_PHOTO,
      detailImage: NO_PHOTO,
      cartImage: NO_PHOTO,
      createdAt: now,
    })
    .returning();
  return { before: null, after: after! };
}

/** The search keywords again, when the place or the tag changed (and the place checked). */
async function keywordValues(
  tx: Executor,
  before: ProductRow,
  edit: Pick<ProductEdit, 'categoryId' | 'subcategoryId' | 'specialityTag'>,
): Promise<ProductValues> {
  if (Object.values(edit).every((value) => value === undefined)) return {};
  const place = {
    categoryId: edit.categoryId ?? before.categoryId,
    subcategoryId: edit.subcategoryId ?? before.subcategoryId,
    makerId: before.makerId,
  };
  const tag = edit.specialityTag === undefined ? before.specialityTag : edit.specialityTag || null;
  const keywords = await keywordsFor(tx, place, tag);
  return keywords === before.searchKeywords ? {} : { searchKeywords: keywords };
}

/** A family has each size once: a variant cannot be resized to a size a sibling has. */
async function checkResize(tx: Executor, before: ProductRow, edit: ProductEdit) {
  const size = {
    packageSize: edit.packageSize ?? before.packageSize,
    measurementUnit: edit.measurementUnit ?? before.measurementUnit,
  };
  if (size.packageSize === before.packageSize && size.measurementUnit === before.measurementUnit)
    return;
  const familyId = await familyOf(tx, before);
  if (familyId !== undefined) await checkSizeIsNew(tx, familyId, size, before.id);
}

/**
 * An edit on the version it was made on. Everything applies at once, in any state, except a live
 * product's ingredients and price, which wait for review (`reviewedFieldValues`).
 */
export async function editProduct(
  tx: Executor,
  scope: MakerScope,
  id: number,
  edit: ProductEdit,
  editorUserId: number,
  now: Date,
): Promise<ProductChange> {
  const { version, ingredients, price, ...fields } = edit;
  const before = await lockProduct(tx, id, scope, version);
  await checkResize(tx, before, edit);
  const after = await update(tx, id, {
    ...columnsOf(fields),
    ...reviewedFieldValues(before, { ingredients, price }, editorUserId, now),
    ...(await keywordValues(tx, before, {
      categoryId: fields.categoryId,
      subcategoryId: fields.subcategoryId,
      specialityTag: fields.specialityTag,
    })),
  });
  // Customers search a live product by its new words at once (the vocabulary corrects typos).
  const live = before.listingState === 'approved';
  if (live && (after.name !== before.name || after.searchKeywords !== before.searchKeywords))
    await learnSearchWords(tx, `${after.name} ${after.searchKeywords}`, 1);
  return { before, after };
}

/** The maker sends its draft (or its rejected listing, fixed) for ops' review. */
export async function submitProduct(
  tx: Executor,
  scope: MakerScope,
  id: number,
  version: number,
  now: Date,
): Promise<ProductChange> {
  const before = await lockProduct(tx, id, scope, version);
  if (before.listingState !== 'draft' && before.listingState !== 'rejected')
    throw stepNotAllowed(before.listingState, 'submitted');
  checkPhotos(before, 'submitted');
  const after = await update(tx, id, {
    listingState: 'submitted',
    submittedAt: now,
    rejectionReason: null,
  });
  return { before, after };
}
