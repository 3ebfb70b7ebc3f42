import type { CategoryLines } from './types';

const flour = {
  veg: 'Vegan',
  allergens: 'Gluten free. Milled in a unit that also mills wheat.',
  usage: 'Sieve before use. Knead with warm water for soft rotis.',
  storage: 'Store in an airtight container in a cool, dry place. Refrigerate in the monsoon.',
  shelfLifeDays: 90,
} as const;

export const FLOURS_AND_ATTA: CategoryLines = {
  category: 'Flours & Atta',
  subcategories: [
    {
      subcategory: 'Wheat Atta',
      ...flour,
      allergens: 'Contains wheat (gluten).',
      lines: [
        {
          name: 'Chakki Fresh Whole Wheat Atta',
          sizes: [
            ['5 kg', 32000],
            ['1 kg', 7000],
          ],
          ingredients: 'Whole wheat, stone-ground',
          about: 'Sharbati wheat stone-ground with its bran, for soft, sweet-smelling chapatis.',
          also: ['atta', 'godhi hittu', 'wheat flour', 'gehun'],
          tag: 'Bestseller',
          colour: '#d9b98a',
        },
        {
          name: 'Khapli Wheat Atta (Emmer)',
          sizes: [['1 kg', 14000]],
          ingredients: 'Khapli (emmer) wheat, stone-ground',
          about: 'Ancient emmer wheat with lower gluten, easier on the stomach.',
          also: ['khapli', 'emmer', 'atta', 'samba godhi'],
          colour: '#c79e6b',
        },
        {
          name: 'Multigrain Atta',
          sizes: [['1 kg', 11000]],
          ingredients: 'Whole wheat, ragi, jowar, bajra, soy, chana dal, oats',
          about: 'Seven grains milled together for rotis with more fibre and protein.',
          also: ['multigrain flour', 'atta'],
          allergens: 'Contains wheat (gluten) and soy.',
          colour: '#b08a62',
        },
        {
          name: 'Chiroti Rava (Fine Semolina)',
          sizes: [['500 g', 5500]],
          ingredients: 'Durum wheat semolina',
          about: 'Fine rava for chiroti, kesari bath and rava dosa.',
          also: ['sooji', 'rava', 'semolina', 'bombay rava'],
          colour: '#efd9a2',
        },
      ],
    },
    {
      subcategory: 'Millet Flours',
      ...flour,
      lines: [
        {
          name: 'Sprouted Ragi Flour',
          sizes: [
            ['1 kg', 12000],
            ['500 g', 6500],
          ],
          ingredients: 'Sprouted finger millet, sun-dried and stone-ground',
          about:
            'Ragi sprouted for a day, dried and milled: easier to digest, ideal for ragi mudde and porridge.',
          also: ['ragi hittu', 'nachni atta', 'finger millet flour', 'ragi flour'],
          tag: 'Millet Special',
          colour: '#7d5140',
        },
        {
          name: 'Jowar Flour',
          sizes: [['1 kg', 9500]],
          ingredients: 'White jowar, stone-ground',
          about: 'Freshly milled jowar flour for soft jolada rotti and bhakri.',
          also: ['jolada hittu', 'jowar atta', 'sorghum flour'],
          colour: '#eee4c9',
        },
        {
          name: 'Bajra Flour',
          sizes: [['1 kg', 9000]],
          ingredients: 'Pearl millet, stone-ground',
          about: 'Bajra flour for bhakri, thalipeeth and winter rotis.',
          also: ['sajje hittu', 'bajre ka atta', 'pearl millet flour'],
          colour: '#9a9472',
        },
        {
          name: 'Foxtail Millet Flour',
          sizes: [['500 g', 8000]],
          ingredients: 'Foxtail millet, stone-ground',
          about: 'Light foxtail millet flour for dosas, cookies and halwa.',
          also: ['navane hittu', 'thinai maavu', 'kangni atta'],
          tag: 'Millet Special',
          colour: '#e4d39a',
        },
        {
          name: 'Ragi Rava',
          sizes: [['500 g', 7500]],
          ingredients: 'Finger millet, coarsely ground',
          about: 'Coarse ragi semolina for upma, idli and kesari.',
          also: ['ragi sooji', 'nachni rava', 'ragi semolina'],
          colour: '#80564a',
        },
      ],
    },
    {
      subcategory: 'Besan & Other Flours',
      ...flour,
      lines: [
        {
          name: 'Besan (Gram Flour)',
          sizes: [['500 g', 7000]],
          ingredients: 'Chana dal, stone-ground',
          about: 'Fine besan with no added colour, for bajji, pakoda and kadhi.',
          also: ['kadale hittu', 'gram flour', 'chickpea flour', 'besan'],
          tag: 'Bestseller',
          colour: '#f0cd6a',
        },
        {
          name: 'Rice Flour',
          sizes: [['1 kg', 6500]],
          ingredients: 'Raw rice, stone-ground',
          about: 'Fine rice flour for akki rotti, murukku and neer dosa.',
          also: ['akki hittu', 'arisi maavu', 'rice flour'],
          colour: '#f5f2ea',
        },
        {
          name: 'Buckwheat Flour (Kuttu)',
          sizes: [['500 g', 13000]],
          ingredients: 'Buckwheat, stone-ground',
          about: 'Kuttu atta for fasting days, pancakes and gluten-free rotis.',
          also: ['kuttu atta', 'buckwheat'],
          colour: '#9b8c78',
        },
        {
          name: 'Sattu (Roasted Gram Flour)',
          sizes: [['500 g', 9000]],
          ingredients: 'Roasted black chana, stone-ground',
          about: 'Bihar-style sattu for a cooling summer drink or stuffed litti.',
          also: ['sattu', 'hurigadale hittu', 'roasted chana flour'],
          tag: 'High Protein',
          colour: '#d2b37a',
        },
      ],
    },
    {
      subcategory: 'Health Mixes',
      veg: 'Vegan',
      allergens: 'Contains nuts. Processed in a unit that also handles wheat and milk.',
      usage:
        'Mix two spoons with a glass of water or milk, cook for five minutes while stirring, and sweeten to taste.',
      storage: 'Store in an airtight container. Use within 45 days of opening.',
      shelfLifeDays: 120,
      lines: [
        {
          name: 'Sprouted Ragi Malt',
          sizes: [['500 g', 17000]],
          ingredients: 'Sprouted ragi, almonds, cardamom',
          about: 'Sprouted ragi malt for a warm morning drink or a baby porridge from 8 months.',
          also: ['ragi ganji', 'ragi malt', 'ragi java', 'nachni satva'],
          tag: 'Millet Special',
          colour: '#8a5a48',
        },
        {
          name: 'Sathu Maavu (Multigrain Health Mix)',
          sizes: [['500 g', 19000]],
          ingredients:
            'Ragi, jowar, bajra, wheat, green gram, roasted gram, almonds, cashews, cardamom',
          about: 'The Tamil health mix of 18 grains, pulses and nuts, each roasted separately.',
          also: ['health mix', 'sathumaavu', 'multigrain porridge'],
          allergens: 'Contains wheat (gluten) and nuts.',
          colour: '#b38a66',
        },
        {
          name: 'Millet Khichdi Mix',
          sizes: [['500 g', 16000]],
          ingredients:
            'Little millet, foxtail millet, moong dal, cumin, pepper, turmeric, rock salt',
          about: 'Millets and moong ready for the pressure cooker, spices included.',
          also: ['khichdi', 'millet pongal'],
          tag: 'Millet Special',
          allergens: 'No known allergens.',
          colour: '#d3b36a',
        },
      ],
    },
  ],
};
