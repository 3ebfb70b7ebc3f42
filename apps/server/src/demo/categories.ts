/**
 * The shop's aisles. Each category carries the colours its illustrations are drawn in, and each
 * subcategory the kind of pack its products come in, so a product's picture looks like what it is.
 */
export type PackShape =
  | 'bottle'
  | 'jar'
  | 'pouch'
  | 'packet'
  | 'tub'
  | 'sack'
  | 'box'
  | 'tray'
  | 'produce'
  | 'loaf'
  | 'tin';

export interface Palette {
  /** Soft background. */
  light: string;
  /** Main colour of packs and tiles. */
  main: string;
  /** Text and outlines. */
  deep: string;
  /** A second colour for accents. */
  accent: string;
}

export interface SubcategorySeed {
  name: string;
  pack: PackShape;
}

export interface CategorySeed {
  name: string;
  palette: Palette;
  subcategories: SubcategorySeed[];
}

export const CATEGORIES: CategorySeed[] = [
  {
    name: 'Fruits & Vegetables',
    palette: { light: '#eaf6e4', main: '#4f9d3a', deep: '#2c5e1f', accent: '#f4a340' },
    subcategories: [
      { name: 'Fresh Vegetables', pack: 'produce' },
      { name: 'Fresh Fruits', pack: 'produce' },
      { name: 'Leafy Greens', pack: 'produce' },
      { name: 'Herbs & Seasonings', pack: 'produce' },
      { name: 'Exotic & Salad', pack: 'produce' },
    ],
  },
  {
    name: 'Dairy & Eggs',
    palette: { light: '#eef5fb', main: '#4a8cc9', deep: '#22486b', accent: '#f2c14e' },
    subcategories: [
      { name: 'Milk', pack: 'bottle' },
      { name: 'Curd & Buttermilk', pack: 'tub' },
      { name: 'Paneer & Cheese', pack: 'box' },
      { name: 'Butter & Cream', pack: 'tub' },
      { name: 'Eggs', pack: 'tray' },
    ],
  },
  {
    name: 'Batters & Ready to Cook',
    palette: { light: '#fdf5e3', main: '#d9982b', deep: '#6b4511', accent: '#7cb342' },
    subcategories: [
      { name: 'Dosa & Idli Batter', pack: 'tub' },
      { name: 'Ready Mixes', pack: 'pouch' },
      { name: 'Chapati & Parotta', pack: 'packet' },
      { name: 'Pastes & Gravies', pack: 'jar' },
    ],
  },
  {
    name: 'Snacks & Chips',
    palette: { light: '#fff1e6', main: '#e0702b', deep: '#73330d', accent: '#f6c945' },
    subcategories: [
      { name: 'Chips', pack: 'packet' },
      { name: 'Namkeen & Mixture', pack: 'packet' },
      { name: 'Murukku & Chakli', pack: 'packet' },
      { name: 'Traditional Sweets', pack: 'box' },
      { name: 'Energy Bars & Laddus', pack: 'box' },
    ],
  },
  {
    name: 'Chutneys & Pickles',
    palette: { light: '#fdecea', main: '#c8412f', deep: '#6a1d13', accent: '#e9b949' },
    subcategories: [
      { name: 'Pickles', pack: 'jar' },
      { name: 'Chutney Powders', pack: 'pouch' },
      { name: 'Thokku & Pastes', pack: 'jar' },
      { name: 'Jams & Spreads', pack: 'jar' },
    ],
  },
  {
    name: 'Millets & Grains',
    palette: { light: '#f6f1e3', main: '#a8893c', deep: '#5a4719', accent: '#6d9c4a' },
    subcategories: [
      { name: 'Millets', pack: 'sack' },
      { name: 'Rice', pack: 'sack' },
      { name: 'Dals & Pulses', pack: 'pouch' },
      { name: 'Poha & Flakes', pack: 'pouch' },
    ],
  },
  {
    name: 'Flours & Atta',
    palette: { light: '#faf4ea', main: '#c4975d', deep: '#634521', accent: '#8bb174' },
    subcategories: [
      { name: 'Wheat Atta', pack: 'sack' },
      { name: 'Millet Flours', pack: 'pouch' },
      { name: 'Besan & Other Flours', pack: 'pouch' },
      { name: 'Health Mixes', pack: 'tin' },
    ],
  },
  {
    name: 'Oils & Ghee',
    palette: { light: '#fdf8dc', main: '#d4a514', deep: '#5f4a06', accent: '#8c6e2a' },
    subcategories: [
      { name: 'Cold Pressed Oils', pack: 'bottle' },
      { name: 'Ghee', pack: 'jar' },
      { name: 'Speciality Oils', pack: 'bottle' },
    ],
  },
  {
    name: 'Sweeteners',
    palette: { light: '#fbf0e1', main: '#b5651d', deep: '#5a300b', accent: '#e8b04b' },
    subcategories: [
      { name: 'Jaggery', pack: 'pouch' },
      { name: 'Honey', pack: 'jar' },
      { name: 'Palm & Coconut Sugar', pack: 'pouch' },
    ],
  },
  {
    name: 'Spices & Masalas',
    palette: { light: '#fcebe3', main: '#b8432a', deep: '#5c1d0f', accent: '#e2a12b' },
    subcategories: [
      { name: 'Whole Spices', pack: 'pouch' },
      { name: 'Spice Powders', pack: 'pouch' },
      { name: 'Masala Blends', pack: 'box' },
      { name: 'Salt', pack: 'jar' },
    ],
  },
  {
    name: 'Bakery',
    palette: { light: '#f8efe6', main: '#a86b3c', deep: '#4f2f16', accent: '#e7c27d' },
    subcategories: [
      { name: 'Breads & Buns', pack: 'loaf' },
      { name: 'Cookies & Rusks', pack: 'box' },
      { name: 'Cakes & Brownies', pack: 'box' },
    ],
  },
  {
    name: 'Beverages',
    palette: { light: '#e8f4f1', main: '#2f8f7a', deep: '#124a3e', accent: '#d98c3a' },
    subcategories: [
      { name: 'Tea', pack: 'tin' },
      { name: 'Coffee', pack: 'pouch' },
      { name: 'Juices & Sherbets', pack: 'bottle' },
      { name: 'Health Drinks', pack: 'tin' },
    ],
  },
  {
    name: 'Dry Fruits & Nuts',
    palette: { light: '#f5ede6', main: '#8d5b3c', deep: '#432816', accent: '#c9a227' },
    subcategories: [
      { name: 'Nuts', pack: 'pouch' },
      { name: 'Dried Fruits', pack: 'pouch' },
      { name: 'Seeds', pack: 'pouch' },
      { name: 'Trail Mixes', pack: 'jar' },
    ],
  },
  {
    name: 'Meat & Fish',
    palette: { light: '#fbeaec', main: '#b23a48', deep: '#5a1420', accent: '#5c9ead' },
    subcategories: [
      { name: 'Chicken', pack: 'tray' },
      { name: 'Mutton', pack: 'tray' },
      { name: 'Fish & Seafood', pack: 'tray' },
      { name: 'Ready to Cook Meats', pack: 'box' },
    ],
  },
];

export function categoryNamed(name: string): CategorySeed {
  const found = CATEGORIES.find((c) => c.name === name);
  if (!found) throw new Error(`No seeded category is called ${name}`);
  return found;
}
