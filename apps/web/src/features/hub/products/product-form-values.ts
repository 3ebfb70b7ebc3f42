import type { VegIndicator } from '@makers-pantry/domain/catalog-enums';
import {
  productCreateSchema,
  type HubProduct,
  type ProductCreate,
} from '@makers-pantry/domain/hub-products';
import { z } from 'zod';

/**
 * The product form's values as the inputs hold them: numbers the maker types (price, pack size)
 * stay text until the form's schema reads them, so '99.50' and a stray space give a sentence,
 * not NaN.
 */
export interface ProductFormValues {
  name: string;
  categoryId: number;
  subcategoryId: number;
  /** Rupees, as typed: '120' or '99.50'. */
  price: string;
  packageSize: string;
  measurementUnit: string;
  vegIndicator: VegIndicator;
  specialityTag: string;
  ingredients: string;
  allergenInfo: string;
  description: string;
  usageInstructions: string;
  storage: string;
  canSellBeforeStocking: boolean;
  showStock: boolean;
  replaceable: boolean;
}

/** Tags the shop already uses; the maker may type another. */
export const SPECIALITY_TAG_SUGGESTIONS = [
  'Bestseller',
  'Millet Special',
  'Cold Pressed',
  'High Protein',
  'No Refined Sugar',
  'Sugar Free',
  'Gluten Free',
  'A2 Milk',
  'Farm Fresh',
  'Seasonal',
  'Kids Favourite',
];

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  categoryId: 0,
  subcategoryId: 0,
  price: '',
  packageSize: '',
  measurementUnit: 'g',
  vegIndicator: 'Veg',
  specialityTag: '',
  ingredients: '',
  allergenInfo: '',
  description: '',
  usageInstructions: '',
  storage: '',
  canSellBeforeStocking: false,
  showStock: true,
  replaceable: true,
};

/** The form's values of a stored product, for its edit. */
export const formValuesOf = (product: HubProduct): ProductFormValues => ({
  name: product.name,
  categoryId: product.category.id,
  subcategoryId: product.subcategory.id,
  price: String(product.price),
  packageSize: String(product.packageSize),
  measurementUnit: product.measurementUnit,
  vegIndicator: product.vegIndicator,
  specialityTag: product.specialityTag ?? '',
  // A live product's ingredient change awaiting review is what its maker last wrote.
  ingredients: product.proposedChange?.ingredients ?? product.ingredients,
  allergenInfo: product.allergenInfo,
  description: product.description,
  usageInstructions: product.usageInstructions,
  storage: product.storage,
  canSellBeforeStocking: product.canSellBeforeStocking,
  showStock: product.showStock,
  replaceable: product.replaceable,
});

/** Typed numbers: '' and words are not numbers (the schema then says what it wants). */
const numberOf = (text: string) => {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? Number.NaN : Number(trimmed);
};

/** A product's own fields as the API takes them (the maker is chosen apart). */
export type ProductFields = Omit<ProductCreate, 'makerId'>;

const requestOf = (values: ProductFormValues): ProductFields => ({
  ...values,
  price: numberOf(values.price),
  packageSize: numberOf(values.packageSize),
  measurementUnit: values.measurementUnit as ProductFields['measurementUnit'],
  specialityTag: values.specialityTag.trim() === '' ? null : values.specialityTag,
});

/**
 * The form checks with the server's own schema (packages/domain), after reading the typed
 * numbers, so a sentence under a field is the one the server would answer.
 */
export const productFormSchema = z
  .custom<ProductFormValues>()
  .transform(requestOf)
  .pipe(productCreateSchema.omit({ makerId: true }));

/** Only what the maker changed, so an untouched live product's ingredients are not sent for review. */
export function changedFields(
  before: ProductFormValues,
  after: ProductFields,
): Partial<ProductFields> {
  const was = productFormSchema.safeParse(before);
  if (!was.success) return after;
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => was.data[key as keyof ProductFields] !== value),
  ) as Partial<ProductFields>;
}
