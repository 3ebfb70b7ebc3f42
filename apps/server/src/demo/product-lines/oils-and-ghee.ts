import type { CategoryLines } from './types';

const oil = {
  veg: 'Vegan',
  allergens: 'No known allergens.',
  usage:
    'Use for everyday cooking, tadka and deep frying. Shake gently: natural sediment is normal.',
  storage: 'Store in a cool, dark place with the cap closed. Do not refrigerate.',
  shelfLifeDays: 270,
} as const;

export const OILS_AND_GHEE: CategoryLines = {
  category: 'Oils & Ghee',
  subcategories: [
    {
      subcategory: 'Cold Pressed Oils',
      ...oil,
      lines: [
        {
          name: 'Cold Pressed Groundnut Oil',
          sizes: [
            ['1 L', 42000],
            ['500 ml', 22500],
            ['5 L', 199000],
          ],
          ingredients: '100% groundnut (peanut), wood-pressed',
          about:
            'Pressed slowly in a wooden chekku from Challakere groundnuts, unrefined and unfiltered so it keeps its nutty aroma.',
          also: ['kadalekai enne', 'mungfali tel', 'peanut oil', 'kadalai ennai', 'groundnut'],
          allergens: 'Contains peanut.',
          tag: 'Cold Pressed',
          colour: '#e3c04a',
        },
        {
          name: 'Cold Pressed Coconut Oil',
          sizes: [
            ['1 L', 48000],
            ['500 ml', 25000],
          ],
          ingredients: '100% sun-dried copra, wood-pressed',
          about: 'Tiptur copra dried in the sun and pressed in wood: sweet-smelling and clear.',
          also: ['kobbari enne', 'nariyal tel', 'thengai ennai', 'velichenna'],
          tag: 'Cold Pressed',
          storage: 'Store in a cool, dark place. It solidifies below 24°C; warm gently to melt.',
          colour: '#f4efd4',
        },
        {
          name: 'Cold Pressed Sesame Oil (Gingelly)',
          sizes: [
            ['1 L', 52000],
            ['500 ml', 27000],
          ],
          ingredients: 'Black and white sesame seeds, palm jaggery, wood-pressed',
          about:
            'Traditional gingelly oil pressed with a little palm jaggery, for pickles, podis and oil baths.',
          also: ['ellu enne', 'til ka tel', 'nallennai', 'gingelly oil'],
          allergens: 'Contains sesame.',
          tag: 'Cold Pressed',
          colour: '#c8952e',
        },
        {
          name: 'Kachi Ghani Mustard Oil',
          sizes: [['1 L', 34000]],
          ingredients: '100% black mustard seeds, cold pressed',
          about: 'Pungent kachi ghani mustard oil for achar, fish curry and Bengali cooking.',
          also: ['sarson ka tel', 'sasive enne', 'mustard oil'],
          allergens: 'Contains mustard.',
          tag: 'Cold Pressed',
          colour: '#d7a61a',
        },
        {
          name: 'Cold Pressed Sunflower Oil',
          sizes: [['1 L', 38000]],
          ingredients: '100% sunflower seeds, wood-pressed',
          about: 'Light, neutral sunflower oil pressed from Karnataka-grown seeds.',
          also: ['suryakanti enne', 'sunflower oil'],
          tag: 'Cold Pressed',
          colour: '#f1cf3f',
        },
      ],
    },
    {
      subcategory: 'Ghee',
      veg: 'Veg',
      allergens: 'Contains milk.',
      usage: 'Add a spoon to hot rice, dal or rotis, or use for tadka and sweets.',
      storage: 'Store in a cool, dry place with the lid tightly closed. Use a dry spoon.',
      shelfLifeDays: 240,
      lines: [
        {
          name: 'A2 Gir Cow Bilona Ghee',
          sizes: [
            ['500 ml', 135000],
            ['250 ml', 72000],
          ],
          ingredients: 'Cultured butter from A2 Gir cow milk',
          about:
            'Made the bilona way: curd churned into butter and slowly simmered into grainy, golden ghee.',
          also: ['tuppa', 'desi ghee', 'neyyi', 'nei', 'cow ghee'],
          tag: 'A2 Milk',
          colour: '#efc24b',
        },
        {
          name: 'Desi Cow Ghee',
          sizes: [
            ['500 ml', 48000],
            ['1 L', 92000],
          ],
          ingredients: 'Cow milk cream',
          about: 'Everyday cow ghee with a rich, cooked-butter aroma.',
          also: ['tuppa', 'ghee', 'neyyi', 'nei'],
          tag: 'Bestseller',
          colour: '#f2cf63',
        },
        {
          name: 'Buffalo Ghee',
          sizes: [['500 ml', 42000]],
          ingredients: 'Buffalo milk cream',
          about: 'White, grainy buffalo ghee, the traditional choice for sweets.',
          also: ['emme tuppa', 'ghee'],
          colour: '#f6ecd0',
        },
      ],
    },
    {
      subcategory: 'Speciality Oils',
      ...oil,
      lines: [
        {
          name: 'Virgin Coconut Oil (Cold Processed)',
          sizes: [['250 ml', 28000]],
          ingredients: 'Fresh coconut milk, cold processed',
          about:
            'Made from fresh coconut milk without heat; good to eat raw, for the skin and for oil pulling.',
          also: ['vco', 'coconut oil', 'kobbari enne'],
          tag: 'Cold Pressed',
          colour: '#f7f5ea',
        },
        {
          name: 'Cold Pressed Castor Oil',
          sizes: [['200 ml', 15000]],
          ingredients: '100% castor seeds, cold pressed',
          about: 'Thick castor oil for hair and the traditional weekly oil bath; not for cooking.',
          also: ['haralenne', 'arandi tel', 'vilakkennai'],
          usage: 'For external use: warm slightly and massage into hair and scalp.',
          colour: '#e9d88a',
        },
        {
          name: 'Cold Pressed Flaxseed Oil',
          sizes: [['250 ml', 26000]],
          ingredients: '100% flaxseed, cold pressed',
          about: 'Nutty flaxseed oil rich in omega-3, to drizzle on salads and dals after cooking.',
          also: ['alsi tel', 'agase enne', 'linseed oil'],
          usage: 'Do not heat. Drizzle a spoon over food after cooking.',
          storage: 'Refrigerate after opening and use within 6 weeks.',
          colour: '#d9a62c',
        },
      ],
    },
  ],
};
