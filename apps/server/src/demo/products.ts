import { MEASUREMENT_UNITS, type VegIndicator } from '@makers-pantry/domain/catalog-enums';
import { searchKeywords } from '@makers-pantry/domain/search-keywords';
import { CATEGORIES, type PackShape, type Palette } from './categories';
import { MAKERS } from './makers';
import { ALL_PRODUCT_LINES } from './product-lines/all';
import type { ProductLine, SubcategoryLines } from './product-lines/types';
import { hashText, seededRandom, slugify } from './random';

/** A product as the seed will insert it, plus what the illustrations and batches need to know. */
export interface ProductDraft {
  id: number;
  /** Unique, stable, file-name-safe: 'cold-pressed-groundnut-oil-1-l'. */
  key: string;
  categoryId: number;
  subcategoryId: number;
  makerId: number;
  name: string;
  description: string;
  usageInstructions: string;
  allergenInfo: string;
  ingredients: string;
  storage: string;
  packageSize: number;
  measurementUnit: string;
  /** '500 g' as printed on the pack. */
  sizeLabel: string;
  pricePaise: number;
  vegIndicator: VegIndicator;
  specialityTag: string | null;
  searchKeywords: string;
  shelfLifeDays: number;
  pack: PackShape;
  palette: Palette;
  /** Colour of the food itself. */
  colour: string;
  categoryName: string;
  subcategoryName: string;
  makerName: string;
}

/** The product that gets id 1: the home page's first card, with exactly 3 in stock. */
const FIRST_PRODUCT = { name: 'Cold Pressed Groundnut Oil', size: '1 L' };

const UNITS = new Set<string>(MEASUREMENT_UNITS);

export function parseSize(size: string): { packageSize: number; measurementUnit: string } {
  const match = /^(\d+(?:\.\d+)?) (\S+)$/.exec(size);
  if (!match || !UNITS.has(match[2] ?? '')) throw new Error(`Cannot read the pack size '${size}'`);
  return { packageSize: Number(match[1]), measurementUnit: match[2] as string };
}

/** Category and subcategory ids follow the order of CATEGORIES (the seed inserts them that way). */
export function subcategoryIds(): Map<string, { categoryId: number; subcategoryId: number }> {
  const ids = new Map<string, { categoryId: number; subcategoryId: number }>();
  let next = 1;
  CATEGORIES.forEach((category, index) => {
    for (const sub of category.subcategories)
      ids.set(`${category.name}/${sub.name}`, { categoryId: index + 1, subcategoryId: next++ });
  });
  return ids;
}

function makerFor(line: ProductLine, subcategory: string): number {
  const candidates = MAKERS.flatMap((maker, index) =>
    maker.makes.includes(subcategory) ? [index + 1] : [],
  );
  if (candidates.length === 0) throw new Error(`No maker makes ${subcategory}`);
  // Hash of the name, not the PRNG: a line keeps its maker even when other lines are added.
  return candidates[hashText(line.name) % candidates.length] as number;
}

function describe(line: ProductLine, category: string, makerIndex: number): string {
  const maker = MAKERS[makerIndex - 1];
  if (!maker) throw new Error(`No maker ${makerIndex}`);
  const origin =
    category === 'Fruits & Vegetables'
      ? `Grown by ${maker.storeName} near ${maker.town} and harvested for your order.`
      : category === 'Meat & Fish'
        ? `Sourced and prepared by ${maker.storeName}, ${maker.town}, on the day of dispatch.`
        : `Made in small batches by ${maker.storeName}, ${maker.town}.`;
  const promise =
    category === 'Fruits & Vegetables' || category === 'Meat & Fish'
      ? 'No chemical ripening, no wax, no preservatives.'
      : 'No preservatives, no artificial colours or flavours, nothing from our prohibited list.';
  return `${line.about} ${origin} ${promise}`;
}

function draftsOf(
  line: ProductLine,
  sub: SubcategoryLines,
  category: (typeof CATEGORIES)[number],
  ids: { categoryId: number; subcategoryId: number },
): Omit<ProductDraft, 'id'>[] {
  const makerId = makerFor(line, sub.subcategory);
  const maker = MAKERS[makerId - 1] as (typeof MAKERS)[number];
  const subSeed = category.subcategories.find((s) => s.name === sub.subcategory);
  if (!subSeed) throw new Error(`${sub.subcategory} is not a subcategory of ${category.name}`);
  return line.sizes.map(([size, pricePaise]) => ({
    key: slugify(`${line.name} ${size}`),
    ...ids,
    makerId,
    name: line.name,
    description: describe(line, category.name, makerId),
    usageInstructions: line.usage ?? sub.usage,
    allergenInfo: line.allergens ?? sub.allergens,
    ingredients: line.ingredients,
    storage: line.storage ?? sub.storage,
    ...parseSize(size),
    sizeLabel: size,
    pricePaise,
    vegIndicator: line.veg ?? sub.veg,
    specialityTag: line.tag ?? null,
    searchKeywords: searchKeywords([
      category.name,
      sub.subcategory,
      maker.storeName,
      line.tag,
      ...(line.also ?? []),
    ]),
    shelfLifeDays: sub.shelfLifeDays,
    pack: subSeed.pack,
    palette: category.palette,
    colour: line.colour ?? category.palette.main,
    categoryName: category.name,
    subcategoryName: sub.subcategory,
    makerName: maker.storeName,
  }));
}

/**
 * All demo products in id order. The first is pinned; the rest are shuffled with a fixed seed so
 * the home page's first pages show a mix of aisles rather than thirty vegetables.
 */
export function buildProductDrafts(): ProductDraft[] {
  const ids = subcategoryIds();
  const drafts: Omit<ProductDraft, 'id'>[] = [];
  for (const aisle of ALL_PRODUCT_LINES) {
    const category = CATEGORIES.find((c) => c.name === aisle.category);
    if (!category) throw new Error(`Product lines for an unknown category: ${aisle.category}`);
    for (const sub of aisle.subcategories) {
      const subIds = ids.get(`${category.name}/${sub.subcategory}`);
      if (!subIds) throw new Error(`Unknown subcategory ${category.name}/${sub.subcategory}`);
      for (const line of sub.lines) drafts.push(...draftsOf(line, sub, category, subIds));
    }
  }
  const keys = new Set(drafts.map((d) => d.key));
  if (keys.size !== drafts.length) throw new Error('Two demo products share a name and size');

  const firstKey = slugify(`${FIRST_PRODUCT.name} ${FIRST_PRODUCT.size}`);
  const first = drafts.find((d) => d.key === firstKey);
  if (!first) throw new Error(`The pinned first product ${firstKey} is missing`);
  const rest = seededRandom(0x5eed_0001).shuffle(drafts.filter((d) => d !== first));
  return [first, ...rest].map((draft, index) => ({ id: index + 1, ...draft }));
}
