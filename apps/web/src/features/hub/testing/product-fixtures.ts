import type { BannedIngredientEntry } from '@makers-pantry/domain/banned-ingredients';
import type { Category } from '@makers-pantry/domain/catalog';
import type {
  HubProduct,
  HubProductListItem,
  HubProductPage,
} from '@makers-pantry/domain/hub-products';

export const AMMAS_KITCHEN = { id: 3, storeName: "Amma's Kitchen" };
export const KAVERI_FARMS = { id: 7, storeName: 'Kaveri Farms' };

/** Two categories with their subcategories, as GET products/category-list/ answers. */
export const CATEGORIES: Category[] = [
  {
    id: 1,
    name: 'Flours & Atta',
    image: '/media/c1.webp',
    subcategories: [
      { id: 11, name: 'Millet Flours', image: '/media/s11.webp' },
      { id: 12, name: 'Wheat Atta', image: '/media/s12.webp' },
    ],
  },
  {
    id: 2,
    name: 'Chutneys & Pickles',
    image: '/media/c2.webp',
    subcategories: [{ id: 21, name: 'Podis', image: '/media/s21.webp' }],
  },
];

/** A short banned-ingredient list, as GET hub/banned-ingredients/ answers. */
export const BANNED: BannedIngredientEntry[] = [
  {
    name: 'Monosodium glutamate',
    aliases: ['E621', 'MSG', 'Ajinomoto'],
    functions: ['Flavour enhancer'],
  },
  { name: 'Tartrazine', aliases: ['E102', 'Yellow 5'], functions: ['Colour'] },
];

/** Amma's ragi flour as a fresh draft; `changes` make it whatever a test needs. */
export function aProduct(changes: Partial<HubProduct> = {}): HubProduct {
  return {
    id: 501,
    version: 1,
    state: 'draft',
    name: 'Sprouted Ragi Flour',
    seller: AMMAS_KITCHEN,
    category: { id: 1, name: 'Flours & Atta' },
    subcategory: { id: 11, name: 'Millet Flours' },
    price: 120,
    packageSize: 500,
    measurementUnit: 'g',
    cartImage: null,
    isActive: false,
    changePending: false,
    variantOf: null,
    approvedAt: null,
    createdAt: '2026-11-20T05:00:00.000Z',
    vegIndicator: 'Vegan',
    specialityTag: 'Millet Special',
    ingredients: 'Sprouted finger millet',
    usageInstructions: 'Make rotti, dosa or porridge.',
    description: 'Finger millet sprouted for a day, dried in the sun and stone ground.',
    allergenInfo: 'None known.',
    storage: 'Keep in an airtight jar.',
    canSellBeforeStocking: false,
    showStock: true,
    replaceable: true,
    listImage: null,
    listImage2: null,
    detailImage: null,
    testReportDocument: null,
    testReportImage: null,
    submittedAt: null,
    rejectionReason: null,
    reviewedAt: null,
    reviewedBy: null,
    proposedChange: null,
    changeRejectionReason: null,
    bannedIngredients: [],
    variants: [],
    ...changes,
  };
}

export const listItemOf = (product: HubProduct): HubProductListItem => ({
  id: product.id,
  version: product.version,
  state: product.state,
  name: product.name,
  seller: product.seller,
  category: product.category,
  subcategory: product.subcategory,
  price: product.price,
  packageSize: product.packageSize,
  measurementUnit: product.measurementUnit,
  cartImage: product.cartImage,
  isActive: product.isActive,
  changePending: product.changePending,
  variantOf: product.variantOf,
  approvedAt: product.approvedAt,
  createdAt: product.createdAt,
});

export function aProductPage(
  products: HubProduct[] = [aProduct()],
  changes: Partial<HubProductPage> = {},
): HubProductPage {
  return {
    products: products.map(listItemOf),
    productsCount: products.length,
    pageSize: 50,
    ...changes,
  };
}
