import { z } from 'zod';
import { VEG_INDICATORS } from '@makers-pantry/domain/catalog-enums';

/**
 * The demo catalogue's products are data: one JSON file per aisle beside this one, read through
 * these schemas (all.ts), so a mistyped field fails the seed at once rather than seeding a wrong
 * product.
 */

/**
 * One product as a shop assistant would describe it. A line with several sizes becomes several
 * products (the 500 ml and the 1 L bottle are separate things on the shelf).
 */
const productLine = z.strictObject({
  name: z.string(),
  /** ['500 g', 9900]: size as shown on the pack, and its price in paise. */
  sizes: z.array(z.tuple([z.string(), z.number().int()])),
  ingredients: z.string(),
  /** What makes this one good; the first sentence of the description. */
  about: z.string(),
  /** Other names customers search by: dahi for curd, bella for jaggery. */
  also: z.array(z.string()).optional(),
  tag: z.string().optional(),
  veg: z.enum(VEG_INDICATORS).optional(),
  allergens: z.string().optional(),
  usage: z.string().optional(),
  storage: z.string().optional(),
  /** Main colour of the produce or the food itself, for its illustration. */
  colour: z.string().optional(),
});
export type ProductLine = z.infer<typeof productLine>;

/** Defaults shared by a subcategory's products; a line overrides any of them. */
const subcategoryLines = z.strictObject({
  subcategory: z.string(),
  veg: z.enum(VEG_INDICATORS),
  allergens: z.string(),
  usage: z.string(),
  storage: z.string(),
  /** Days from packing to best-before. */
  shelfLifeDays: z.number().int().positive(),
  lines: z.array(productLine),
});
export type SubcategoryLines = z.infer<typeof subcategoryLines>;

export const categoryLines = z.strictObject({
  category: z.string(),
  subcategories: z.array(subcategoryLines),
});
export type CategoryLines = z.infer<typeof categoryLines>;
