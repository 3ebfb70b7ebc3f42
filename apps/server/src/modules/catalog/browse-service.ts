import type {
  BannedIngredient,
  Category,
  Collection,
  ProductListItem,
} from '@makers-pantry/domain/catalog';
import { COLLECTION_TYPES, type CollectionType } from '@makers-pantry/domain/catalog-enums';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import {
  activeBanners,
  activeCollections,
  allBannedIngredients,
  allCategories,
  collectionSelection,
  findActiveCollection,
  findCategory,
  leadingProductsOf,
  subcategoriesOf,
} from './browse-queries';
import { loadProductCards, loadProductCardsByIds } from './product-card';
import { newlyApproved } from './queries';

/** Collection lists on the home page show a strip, not the whole collection. */
const PRODUCTS_PER_COLLECTION_STRIP = 10;

export const bannerList = (context: AppContext) => activeBanners(context.db, context.now());

export async function categoryList(context: AppContext): Promise<Category[]> {
  const [categories, subcategories] = await Promise.all([
    allCategories(context.db),
    subcategoriesOf(context.db),
  ]);
  return categories.map((category) => ({
    ...category,
    subcategories: subcategories
      .filter((sub) => sub.categoryId === category.id)
      .map(({ id, name, image }) => ({ id, name, image })),
  }));
}

export async function categoryDetails(context: AppContext, id: number): Promise<Category> {
  const [category, subcategories] = await Promise.all([
    findCategory(context.db, id),
    subcategoriesOf(context.db, id),
  ]);
  if (!category) throw notFound(`Category ${id}`);
  return {
    ...category,
    subcategories: subcategories.map(({ id, name, image }) => ({ id, name, image })),
  };
}

/**
 * Checks a category listing's path: subcategory 0 is 'All'; any other must belong to the category.
 * Answers the subcategory filter to use.
 */
export async function categoryListingFilter(context: AppContext, id: number, subId: number) {
  const details = await categoryDetails(context, id);
  if (subId !== 0 && !details.subcategories.some((sub) => sub.id === subId))
    throw new AppError(
      'NOT_FOUND',
      `Subcategory ${subId} was not found in category ${details.name}.`,
    );
  return { categoryId: id, subcategoryId: subId === 0 ? undefined : subId };
}

/**
 * A collection's products on sale, in the curator's order; a 'new launched' collection holds
 * what was first approved in the last 30 days, whatever rows it was given (decision 028).
 */
const productsOf = (
  context: AppContext,
  collection: { id: number; type: CollectionType },
  limit?: number,
) =>
  collection.type === 'new_launched'
    ? newlyApproved(context.now(), limit)
    : collectionSelection(collection.id);

export async function collectionWithProducts(context: AppContext, id: number): Promise<Collection> {
  const collection = await findActiveCollection(context.db, id, context.now());
  if (!collection) throw notFound(`Collection ${id}`);
  const products = await loadProductCards(context, productsOf(context, collection));
  return { id: collection.id, name: collection.name, tileImage: collection.tileImage, products };
}

const isCollectionType = (type: string): type is CollectionType =>
  (COLLECTION_TYPES as readonly string[]).includes(type);

const unknownCollectionType = (type: string) =>
  new AppError(
    'NOT_FOUND',
    `There are no collections of type '${type}'. Known types: ${COLLECTION_TYPES.join(', ')}.`,
  );

/** Every active collection of a type, each with the start of its product list. */
export async function collectionsOfType(context: AppContext, type: string): Promise<Collection[]> {
  if (!isCollectionType(type)) throw unknownCollectionType(type);
  const collections = await activeCollections(context.db, [type], context.now());
  if (type === 'new_launched')
    return Promise.all(
      collections.map(async (collection) => ({
        id: collection.id,
        name: collection.name,
        tileImage: collection.tileImage,
        products: await loadProductCards(
          context,
          productsOf(context, collection, PRODUCTS_PER_COLLECTION_STRIP),
        ),
      })),
    );
  const leading = await leadingProductsOf(
    context.db,
    collections.map((collection) => collection.id),
    PRODUCTS_PER_COLLECTION_STRIP,
  );
  const cards = await loadProductCardsByIds(context, [
    ...new Set(leading.map((entry) => entry.productId)),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  return collections.map((collection) => ({
    id: collection.id,
    name: collection.name,
    tileImage: collection.tileImage,
    products: leading
      .filter((entry) => entry.collectionId === collection.id)
      .map((entry) => cardById.get(entry.productId))
      .filter((card): card is ProductListItem => card !== undefined),
  }));
}

/** Tiles for 'Explore Collections' on small screens, grouped by made type. */
export async function madeTypeTiles(context: AppContext) {
  const collections = await activeCollections(
    context.db,
    ['madeWithout', 'madeWith'],
    context.now(),
  );
  const tiles = (type: CollectionType) =>
    collections
      .filter((collection) => collection.type === type)
      .map(({ id, name, tileImage }) => ({ id, name, tileImage }));
  return { madeWithout: tiles('madeWithout'), madeWith: tiles('madeWith') };
}

/** The home page's strip for a type (new_launched): its first active collection, in full. */
export async function collectionByType(context: AppContext, type: string) {
  if (!isCollectionType(type)) throw unknownCollectionType(type);
  const [collection] = await activeCollections(context.db, [type], context.now());
  if (!collection) throw new AppError('NOT_FOUND', `There is no '${type}' collection yet.`);
  const products = await loadProductCards(context, productsOf(context, collection));
  return { id: collection.id, name: collection.name, products };
}

/** The prohibited-items table: one row per ingredient, lists joined for display. */
export async function bannedIngredientList(context: AppContext): Promise<BannedIngredient[]> {
  const rows = await allBannedIngredients(context.db);
  return rows.map((row) => ({
    Name: row.name,
    Aliases: row.aliases.join(', '),
    Functions: row.functions.join(', '),
  }));
}
