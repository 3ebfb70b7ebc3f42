import type { CollectionType } from '@makers-pantry/domain/catalog-enums';
import type { ProductDraft } from './products';
import { seededRandom } from './random';

export interface CollectionDraft {
  id: number;
  name: string;
  type: CollectionType;
  productIds: number[];
}

interface Rule {
  name: string;
  type: Exclude<CollectionType, 'new_launched'>;
  includes: (p: ProductDraft) => boolean;
}

const MILLET = /\b(ragi|millet|jowar|bajra|sorghum|navane|saame|harka|oodalu)\b/i;
const text = (p: ProductDraft) => `${p.name} ${p.ingredients}`;
/** 'Sugar' as an ingredient, not coconut sugar or unrefined cane sugar. */
const refinedSugar = (p: ProductDraft) =>
  /\bsugar\b/i.test(p.ingredients.replace(/coconut sugar|unrefined cane sugar/gi, ''));
const inSubcategory =
  (...names: string[]) =>
  (p: ProductDraft) =>
    names.includes(p.subcategoryName);

const RULES: Rule[] = [
  {
    name: 'Breakfast Essentials',
    type: 'curation',
    includes: inSubcategory(
      'Dosa & Idli Batter',
      'Ready Mixes',
      'Poha & Flakes',
      'Breads & Buns',
      'Milk',
      'Eggs',
      'Coffee',
      'Chutney Powders',
    ),
  },
  {
    name: 'Healthy Snacking',
    type: 'curation',
    includes: (p) =>
      inSubcategory('Energy Bars & Laddus', 'Nuts', 'Trail Mixes', 'Seeds')(p) ||
      /millet mixture|makhana/i.test(p.name),
  },
  {
    name: 'South Indian Kitchen',
    type: 'curation',
    includes: (p) =>
      inSubcategory(
        'Dosa & Idli Batter',
        'Cold Pressed Oils',
        'Pickles',
        'Chutney Powders',
        'Thokku & Pastes',
      )(p) || /rasam|sambar|bisi bele|sona masoori|toor dal|filter coffee/i.test(p.name),
  },
  {
    name: 'Festive Sweets & Gifting',
    type: 'curation',
    includes: (p) =>
      inSubcategory('Traditional Sweets', 'Dried Fruits', 'Honey')(p) ||
      /mamra|cashew|pistachio|bilona/i.test(p.name),
  },
  {
    name: "Kids' Tiffin Box",
    type: 'curation',
    includes: (p) =>
      inSubcategory('Cookies & Rusks', 'Chapati & Parotta', 'Jams & Spreads', 'Health Drinks')(p) ||
      /banana chips|laddu|chikki|paneer|yelakki/i.test(p.name),
  },
  {
    name: 'Sunday Non-veg Specials',
    type: 'curation',
    includes: (p) =>
      p.categoryName === 'Meat & Fish' || /chicken masala|country eggs/i.test(p.name),
  },
  { name: 'Made with Millets', type: 'madeWith', includes: (p) => MILLET.test(text(p)) },
  {
    name: 'Made with Jaggery',
    type: 'madeWith',
    includes: (p) => p.categoryName !== 'Sweeteners' && /jaggery/i.test(p.ingredients),
  },
  {
    name: 'Made with Cold Pressed Oil',
    type: 'madeWith',
    includes: (p) => p.categoryName !== 'Oils & Ghee' && /cold pressed .*oil/i.test(p.ingredients),
  },
  {
    name: 'Made without Maida',
    type: 'madeWithout',
    includes: (p) =>
      ['Bakery', 'Snacks & Chips', 'Batters & Ready to Cook'].includes(p.categoryName) &&
      !/maida|unbleached wheat flour|refined wheat/i.test(p.ingredients),
  },
  {
    name: 'Made without Refined Sugar',
    type: 'madeWithout',
    includes: (p) =>
      ['Snacks & Chips', 'Bakery', 'Beverages', 'Chutneys & Pickles'].includes(p.categoryName) &&
      /jaggery|honey|dates|coconut sugar|stevia/i.test(p.ingredients) &&
      !refinedSugar(p),
  },
  {
    name: 'Made without Palm Oil',
    type: 'madeWithout',
    includes: (p) =>
      ['Snacks & Chips', 'Bakery'].includes(p.categoryName) &&
      /oil|butter|ghee/i.test(p.ingredients) &&
      !/palm/i.test(p.ingredients),
  },
];

/** At most this many products per collection; the rules above all find at least eight. */
const MAX_PRODUCTS = 20;
const MIN_PRODUCTS = 8;

export function buildCollections(products: ProductDraft[], recentIds: number[]): CollectionDraft[] {
  const random = seededRandom(0x5eed_0006);
  const curated = RULES.map((rule, index) => {
    const matching = products.filter(rule.includes);
    if (matching.length < MIN_PRODUCTS)
      throw new Error(`The collection ${rule.name} finds only ${matching.length} products`);
    return {
      id: index + 1,
      name: rule.name,
      type: rule.type,
      productIds: random
        .shuffle(matching)
        .slice(0, MAX_PRODUCTS)
        .map((p) => p.id),
    };
  });
  return [
    ...curated,
    { id: curated.length + 1, name: 'New Launches', type: 'new_launched', productIds: recentIds },
  ];
}
