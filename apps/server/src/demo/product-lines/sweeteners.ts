import type { CategoryLines } from './types';

export const SWEETENERS: CategoryLines = {
  category: 'Sweeteners',
  subcategories: [
    {
      subcategory: 'Jaggery',
      veg: 'Vegan',
      allergens: 'No known allergens.',
      usage: 'Use in place of sugar in tea, coffee, payasam and sweets. Grate blocks before use.',
      storage: 'Store in an airtight container away from moisture.',
      shelfLifeDays: 240,
      lines: [
        {
          name: 'Organic Bella (Jaggery) Powder',
          sizes: [
            ['500 g', 8500],
            ['1 kg', 16000],
          ],
          ingredients: 'Sugarcane juice',
          about:
            'Chemical-free jaggery powder made without sulphur or hydros: dark, fine and easy to measure.',
          also: ['bella', 'gud', 'vellam', 'jaggery', 'gur', 'bellam'],
          tag: 'Bestseller',
          colour: '#8b5a2b',
        },
        {
          name: 'Jaggery Block (Achu Bella)',
          sizes: [['1 kg', 12000]],
          ingredients: 'Sugarcane juice',
          about: 'Traditional round achu bella from Mandya, set in wooden moulds.',
          also: ['achu bella', 'gud', 'jaggery', 'vellam'],
          colour: '#7a4a24',
        },
        {
          name: 'Liquid Jaggery (Kakvi)',
          sizes: [['500 g', 11000]],
          ingredients: 'Sugarcane juice, boiled down',
          about: 'Pourable jaggery syrup for dosa, chapati and pancakes.',
          also: ['kakvi', 'jonnagiri bella', 'gud syrup', 'jaggery syrup'],
          colour: '#5e3418',
        },
        {
          name: 'Kolhapuri Jaggery Cubes',
          sizes: [['500 g', 9000]],
          ingredients: 'Sugarcane juice',
          about: 'Golden-brown jaggery cut into bite-sized cubes; one after a meal, the old way.',
          also: ['gud', 'jaggery cubes', 'bella'],
          colour: '#b07a3a',
        },
      ],
    },
    {
      subcategory: 'Honey',
      veg: 'Veg',
      allergens: 'Not suitable for infants under one year.',
      usage:
        'Stir into warm, not boiling, water or milk. Raw honey may crystallise; warm the jar in water to melt.',
      storage: 'Store at room temperature with the lid closed. Do not refrigerate.',
      shelfLifeDays: 540,
      lines: [
        {
          name: 'Raw Forest Honey',
          sizes: [
            ['500 g', 45000],
            ['250 g', 24000],
          ],
          ingredients: 'Raw wild honey',
          about: 'Multi-flower wild honey from the Kodagu forests, cold-filtered and never heated.',
          also: ['jenu', 'shahad', 'then', 'honey'],
          tag: 'Bestseller',
          colour: '#d7891c',
        },
        {
          name: 'Coffee Blossom Honey',
          sizes: [['250 g', 32000]],
          ingredients: 'Raw honey from coffee blossoms',
          about:
            'A rare spring honey from bees foraging on coffee flowers, dark with a hint of bitterness.',
          also: ['jenu', 'coffee honey'],
          colour: '#9a5a16',
        },
        {
          name: 'Moringa Honey',
          sizes: [['250 g', 29000]],
          ingredients: 'Raw honey from drumstick flowers',
          about: 'Light, floral honey from moringa farms in Tamil Nadu.',
          also: ['jenu', 'drumstick honey'],
          colour: '#e0a63a',
        },
        {
          name: 'Jamun Honey',
          sizes: [['250 g', 34000]],
          ingredients: 'Raw honey from jamun (java plum) blossoms',
          about: 'Dark, slightly astringent honey gathered when the jamun trees flower in April.',
          also: ['jenu', 'nerale honey', 'java plum honey'],
          colour: '#6b3a1e',
        },
      ],
    },
    {
      subcategory: 'Palm & Coconut Sugar',
      veg: 'Vegan',
      allergens: 'No known allergens.',
      usage: 'Use one-to-one in place of sugar.',
      storage: 'Store in an airtight container away from moisture.',
      shelfLifeDays: 360,
      lines: [
        {
          name: 'Palm Jaggery (Karupatti)',
          sizes: [['500 g', 18000]],
          ingredients: 'Palmyra palm sap',
          about: 'Palmyra jaggery from Tiruchendur, with a smoky, mineral sweetness.',
          also: ['karupatti', 'panai vellam', 'tale bella', 'palm gud'],
          colour: '#4f2c1a',
        },
        {
          name: 'Coconut Sugar',
          sizes: [['250 g', 16000]],
          ingredients: 'Coconut flower sap',
          about: 'Granulated coconut sugar with a caramel taste for baking and beverages.',
          also: ['coconut jaggery', 'thengai sakkarai'],
          colour: '#8c5d36',
        },
        {
          name: 'Date Syrup (Khajur Gud)',
          sizes: [['350 g', 19000]],
          ingredients: 'Dates, water',
          about:
            'Dates slow-cooked and strained into a thick, dark syrup: pour on pancakes or stir into milk.',
          also: ['khajur syrup', 'date honey', 'dates'],
          colour: '#4a2416',
        },
        {
          name: 'Palm Candy (Panam Kalkandu)',
          sizes: [['200 g', 14000]],
          ingredients: 'Palmyra palm sap, crystallised',
          about: 'Crystallised palm sugar, the grandmother remedy with pepper for a sore throat.',
          also: ['panam kalkandu', 'palm mishri', 'tati bellam'],
          colour: '#c9a06b',
        },
      ],
    },
  ],
};
