import type { CategoryLines } from './types';

const fridge = 'Keep refrigerated below 4°C. Consume within 2 days of opening.';

export const DAIRY_AND_EGGS: CategoryLines = {
  category: 'Dairy & Eggs',
  subcategories: [
    {
      subcategory: 'Milk',
      veg: 'Veg',
      allergens: 'Contains milk (lactose).',
      usage:
        'Boil before use. Shake well: cream settles on top because the milk is not homogenised.',
      storage: fridge,
      shelfLifeDays: 2,
      lines: [
        {
          name: 'A2 Desi Cow Milk',
          sizes: [
            ['500 ml', 5500],
            ['1 L', 10500],
          ],
          ingredients: 'Raw A2 milk from Gir and Hallikar cows, pasteurised',
          about:
            'Whole milk from grass-fed desi cows, pasteurised at low temperature and never homogenised.',
          also: ['doodh', 'haalu', 'paal', 'a2 milk'],
          tag: 'A2 Milk',
          colour: '#f7f3e8',
        },
        {
          name: 'Farm Fresh Toned Milk',
          sizes: [['500 ml', 3400]],
          ingredients: 'Cow milk, standardised to 3% fat, pasteurised',
          about: 'Everyday toned milk for tea and coffee, chilled within an hour of milking.',
          also: ['doodh', 'haalu', 'toned milk'],
          colour: '#f4f1ea',
        },
        {
          name: 'Buffalo Milk',
          sizes: [['1 L', 9000]],
          ingredients: 'Buffalo milk, pasteurised',
          about:
            'Rich, creamy buffalo milk with about 6.5% fat: the one for thick curd and sweets.',
          also: ['doodh', 'emme haalu', 'buffalo'],
          colour: '#fbf8ef',
        },
      ],
    },
    {
      subcategory: 'Curd & Buttermilk',
      veg: 'Veg',
      allergens: 'Contains milk.',
      usage: 'Ready to eat. Stir gently before serving.',
      storage: fridge,
      shelfLifeDays: 4,
      lines: [
        {
          name: 'Fresh Dahi (Curd)',
          sizes: [
            ['500 g', 6000],
            ['1 kg', 11000],
          ],
          ingredients: 'Pasteurised cow milk, live cultures',
          about: 'Thick, mildly sour curd set overnight in small batches from whole cow milk.',
          also: ['curd', 'dahi', 'mosaru', 'thayir', 'yogurt'],
          tag: 'Bestseller',
          colour: '#fbfaf5',
        },
        {
          name: 'A2 Set Curd in Clay Pot',
          sizes: [['400 g', 9000]],
          ingredients: 'A2 desi cow milk, live cultures',
          about:
            'Curd set in an unglazed clay pot that draws off excess water, so it is firm enough to cut.',
          also: ['curd', 'dahi', 'mosaru', 'matka dahi'],
          tag: 'A2 Milk',
          colour: '#f7f2e4',
        },
        {
          name: 'Spiced Buttermilk (Majjige)',
          sizes: [
            ['500 ml', 4000],
            ['1 L', 7500],
          ],
          ingredients: 'Curd, water, green chilli, ginger, curry leaves, coriander, rock salt',
          about:
            'Churned buttermilk with ginger, chilli and curry leaves: the Bengaluru summer cooler.',
          also: ['chaas', 'majjige', 'mor', 'buttermilk'],
          colour: '#eef2df',
        },
        {
          name: 'Greek Yogurt (Unsweetened)',
          sizes: [
            ['200 g', 9500],
            ['400 g', 18000],
          ],
          ingredients: 'Pasteurised cow milk, live cultures',
          about: 'Strained for twelve hours until thick and high in protein; nothing added.',
          also: ['hung curd', 'yogurt'],
          tag: 'High Protein',
          colour: '#fbfbf7',
        },
      ],
    },
    {
      subcategory: 'Paneer & Cheese',
      veg: 'Veg',
      allergens: 'Contains milk.',
      usage: 'Soak paneer in warm water for ten minutes before cooking to keep it soft.',
      storage: fridge,
      shelfLifeDays: 5,
      lines: [
        {
          name: 'Malai Paneer',
          sizes: [
            ['200 g', 11000],
            ['500 g', 26000],
          ],
          ingredients: 'Cow milk, lemon juice',
          about:
            'Soft, fresh paneer made every morning from whole milk, set with lemon and not vinegar.',
          also: ['cottage cheese', 'paneer'],
          tag: 'Bestseller',
          colour: '#fbf6e9',
        },
        {
          name: 'Fresh Mozzarella',
          sizes: [['200 g', 22000]],
          ingredients: 'Cow milk, vegetarian rennet, salt',
          about: 'Hand-stretched mozzarella that melts beautifully on a home-made pizza.',
          also: ['cheese', 'mozzarella'],
          colour: '#fdfbf2',
        },
        {
          name: 'Kalimpong-style Aged Cheese',
          sizes: [['150 g', 24000]],
          ingredients: 'Cow milk, vegetarian rennet, cultures, salt',
          about: 'A semi-hard cheese aged for six weeks, nutty and mild.',
          also: ['cheese'],
          colour: '#f3d77c',
        },
      ],
    },
    {
      subcategory: 'Butter & Cream',
      veg: 'Veg',
      allergens: 'Contains milk.',
      usage: 'Use straight from the fridge for spreading, or melt for cooking.',
      storage: fridge,
      shelfLifeDays: 15,
      lines: [
        {
          name: 'White Butter (Benne)',
          sizes: [['200 g', 14000]],
          ingredients: 'Cultured cream from cow milk',
          about:
            'Hand-churned white butter from cultured cream, unsalted, the way it is made for benne dosa.',
          also: ['makhan', 'benne', 'vennai', 'white butter'],
          colour: '#fbf3d5',
        },
        {
          name: 'Salted Table Butter',
          sizes: [['100 g', 7000]],
          ingredients: 'Cream, salt',
          about: 'Golden table butter with a pinch of sea salt, for toast and parathas.',
          also: ['makhan', 'butter'],
          colour: '#f6d86b',
        },
        {
          name: 'Fresh Cream (Malai)',
          sizes: [['200 ml', 8000]],
          ingredients: 'Cow milk cream',
          about: 'Thick skimmed cream with 35% fat, for gravies, desserts and whipping.',
          also: ['malai', 'cream'],
          colour: '#fdf9ec',
        },
      ],
    },
    {
      subcategory: 'Eggs',
      veg: 'Egg',
      allergens: 'Contains egg.',
      usage: 'Wash just before use. Cook until the yolk is firm for small children.',
      storage: 'Refrigerate, pointed end down. Best within 14 days of packing.',
      shelfLifeDays: 14,
      lines: [
        {
          name: 'Free Range Brown Eggs',
          sizes: [
            ['6 pc', 9000],
            ['12 pc', 17000],
          ],
          ingredients: 'Eggs from free-range hens',
          about: 'Eggs from hens that roam on pasture all day, with deep orange yolks.',
          also: ['anda', 'motte', 'muttai', 'egg'],
          tag: 'Farm Fresh',
          colour: '#c58b55',
        },
        {
          name: 'Country Eggs (Nati Motte)',
          sizes: [['6 pc', 10800]],
          ingredients: 'Eggs from country hens',
          about: 'Small, flavourful eggs from native Giriraja and country hens.',
          also: ['desi anda', 'nati koli motte', 'naatu kozhi muttai'],
          colour: '#d9b48a',
        },
        {
          name: 'Omega-3 Eggs',
          sizes: [['6 pc', 9600]],
          ingredients: 'Eggs from hens fed a flaxseed-rich ration',
          about: 'Hens fed on flaxseed and greens lay eggs richer in omega-3 fatty acids.',
          also: ['anda', 'motte', 'egg'],
          colour: '#f1e4cf',
        },
      ],
    },
  ],
};
