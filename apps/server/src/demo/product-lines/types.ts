import type { VegIndicator } from '@makers-pantry/domain/catalog-enums';

/**
 * One product as a shop assistant would describe it. A line with several sizes becomes several
 * products (the 500 ml and the 1 L bottle are separate things on the shelf).
 */
export interface ProductLine {
  name: string;
  /** ['500 g', 9900]: size as shown on the pack, and its price in paise. */
  sizes: [size: string, pricePaise: number][];
  ingredients: string;
  /** What makes this one good; the first sentence of the description. */
  about: string;
  /** Other names customers search by: dahi for curd, bella for jaggery. */
  also?: string[];
  tag?: string;
  veg?: VegIndicator;
  allergens?: string;
  usage?: string;
  storage?: string;
  /** Main colour of the produce or the food itself, for its illustration. */
  colour?: string;
}

/** Defaults shared by a subcategory's products; a line overrides any of them. */
export interface SubcategoryLines {
  subcategory: string;
  veg: VegIndicator;
  allergens: string;
  usage: string;
  storage: string;
  /** Days from packing to best-before. */
  shelfLifeDays: number;
  lines: ProductLine[];
}

export interface CategoryLines {
  category: string;
  subcategories: SubcategoryLines[];
}
