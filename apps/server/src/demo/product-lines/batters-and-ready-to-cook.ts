import type { CategoryLines } from './types';

export const BATTERS_AND_READY_TO_COOK: CategoryLines = {
  category: 'Batters & Ready to Cook',
  subcategories: [
    {
      subcategory: 'Dosa & Idli Batter',
      veg: 'Vegan',
      allergens: 'Contains urad dal. Made in a kitchen that also handles peanuts.',
      usage:
        'Stir well and add salt to taste. For crisp dosas, let the batter come to room temperature; for idli, steam for 10 to 12 minutes.',
      storage: 'Keep refrigerated. Use within 4 days; the batter sours gently as it ages.',
      shelfLifeDays: 4,
      lines: [
        {
          name: 'Idli Dosa Batter',
          sizes: [
            ['1 kg', 9000],
            ['2 kg', 17000],
          ],
          ingredients: 'Idli rice, urad dal, fenugreek (methi) seeds, water',
          about:
            'Stone-ground from rice and whole urad dal soaked overnight, with no soda and no salt added.',
          also: ['dosa hittu', 'idli maavu', 'dosa batter', 'idli batter'],
          tag: 'Bestseller',
          colour: '#f5efe0',
        },
        {
          name: 'Ragi Dosa Batter',
          sizes: [['750 g', 9500]],
          ingredients: 'Finger millet (ragi), idli rice, urad dal, fenugreek seeds, water',
          about: 'Half ragi, half rice: earthy, crisp dosas with far more calcium than plain ones.',
          also: ['ragi dose', 'nachni dosa', 'finger millet batter'],
          tag: 'Millet Special',
          colour: '#8b5e4a',
        },
        {
          name: 'Foxtail Millet Idli Batter',
          sizes: [['750 g', 11000]],
          ingredients: 'Foxtail millet (navane), urad dal, fenugreek seeds, water',
          about: 'Soft, fluffy idlis made entirely without rice.',
          also: ['navane idli', 'thinai idli', 'kangni'],
          tag: 'Millet Special',
          colour: '#e8d9a8',
        },
        {
          name: 'Adai Batter',
          sizes: [['500 g', 8500]],
          ingredients:
            'Rice, chana dal, toor dal, urad dal, red chilli, ginger, curry leaves, asafoetida',
          about: 'A coarse, protein-rich lentil batter for crisp Tamil-style adai.',
          also: ['adai maavu', 'lentil dosa'],
          tag: 'High Protein',
          colour: '#e2a458',
        },
        {
          name: 'Neer Dosa Batter',
          sizes: [['1 kg', 8500]],
          ingredients: 'Raw rice, grated coconut, water',
          about:
            'Thin Mangalorean rice and coconut batter for lacy neer dosas; no urad dal, no fermenting.',
          also: ['neer dose', 'rice dosa', 'mangalore dosa'],
          allergens: 'No known allergens.',
          colour: '#f6f3ea',
        },
        {
          name: 'Appam Batter',
          sizes: [['750 g', 9500]],
          ingredients: 'Raw rice, coconut, cooked rice, coconut water, salt',
          about: 'Kerala palappam batter fermented with coconut water instead of yeast.',
          also: ['palappam', 'vellayappam', 'hoppers'],
          allergens: 'No known allergens.',
          colour: '#f3ecd9',
        },
        {
          name: 'Pesarattu Batter',
          sizes: [['500 g', 8500]],
          ingredients: 'Whole green gram, rice, ginger, green chilli, cumin',
          about: 'Andhra-style green moong batter for thin, crisp pesarattu.',
          also: ['moong dosa', 'hesaru dose', 'green gram dosa'],
          colour: '#8bb04a',
        },
      ],
    },
    {
      subcategory: 'Ready Mixes',
      veg: 'Vegan',
      allergens: 'Contains urad dal. May contain traces of nuts.',
      usage: 'Mix with water as directed on the pack, rest for 10 minutes and cook.',
      storage: 'Store in an airtight container in a cool, dry place.',
      shelfLifeDays: 120,
      lines: [
        {
          name: 'Instant Rava Idli Mix',
          sizes: [['500 g', 12000]],
          ingredients:
            'Roasted semolina, curd powder, cashew, mustard, chana dal, curry leaves, rock salt',
          about:
            'The MTR-style rava idli at home in 20 minutes, with no soda bicarbonate or citric acid.',
          also: ['rava idli', 'sooji idli'],
          veg: 'Veg',
          allergens: 'Contains wheat (gluten), milk and cashew.',
          colour: '#e9d7a3',
        },
        {
          name: 'Multi Millet Dosa Mix',
          sizes: [['500 g', 14000]],
          ingredients: 'Ragi, jowar, bajra, foxtail millet, urad dal, fenugreek, rock salt',
          about:
            'Five millets and urad dal, ground and dried: add water and make dosas the same morning.',
          also: ['millet dosa', 'siridhanya dose'],
          tag: 'Millet Special',
          colour: '#a57f58',
        },
        {
          name: 'Bisi Bele Bath Mix',
          sizes: [['200 g', 11000]],
          ingredients:
            'Toor dal, byadgi chilli, coriander seeds, copra, cinnamon, cloves, marathi moggu, tamarind, jaggery',
          about: 'The Karnataka one-pot favourite: roast spices ground the old Mysuru way.',
          also: ['bisibelebath', 'bisi bele bhath'],
          colour: '#b5542a',
        },
        {
          name: 'Ragi Rava Upma Mix',
          sizes: [['500 g', 13000]],
          ingredients:
            'Ragi rava, roasted semolina, mustard, urad dal, green chilli, curry leaves, rock salt',
          about:
            'A quick millet breakfast: add boiling water, stir and it is ready in five minutes.',
          also: ['ragi upma', 'nachni upma'],
          tag: 'Millet Special',
          allergens: 'Contains wheat (gluten).',
          colour: '#9a6f55',
        },
      ],
    },
    {
      subcategory: 'Chapati & Parotta',
      veg: 'Vegan',
      allergens: 'Contains wheat (gluten).',
      usage: 'Heat on a hot tawa for 30 seconds on each side. A little ghee makes it better.',
      storage: 'Keep refrigerated. Use within 3 days.',
      shelfLifeDays: 3,
      lines: [
        {
          name: 'Whole Wheat Chapati',
          sizes: [['10 pc', 9000]],
          ingredients: 'Stone-ground whole wheat atta, water, salt',
          about: 'Soft phulkas rolled by hand and half-cooked, so they finish fresh on your tawa.',
          also: ['roti', 'phulka', 'chapathi'],
          colour: '#d8b27a',
        },
        {
          name: 'Malabar Parotta (Whole Wheat)',
          sizes: [['5 pc', 11000]],
          ingredients: 'Whole wheat atta, cold pressed coconut oil, salt, water',
          about: 'Flaky layered parotta made with whole wheat instead of maida.',
          also: ['paratha', 'porotta', 'kerala parotta'],
          colour: '#d4a461',
        },
        {
          name: 'Ragi Roti',
          sizes: [['6 pc', 9500]],
          ingredients: 'Ragi flour, onion, green chilli, dill leaves, coriander, salt',
          about: 'Patted-by-hand ragi rotti with onion and dill, a Karnataka breakfast classic.',
          also: ['ragi rotti', 'nachni bhakri'],
          tag: 'Millet Special',
          allergens: 'No known allergens.',
          colour: '#7a5544',
        },
        {
          name: 'Methi Thepla',
          sizes: [['8 pc', 12000]],
          ingredients:
            'Whole wheat atta, fenugreek leaves, curd, turmeric, chilli, sesame, groundnut oil',
          about: 'Soft Gujarati theplas with fresh methi; they travel well for lunch boxes.',
          also: ['thepla', 'methi paratha'],
          veg: 'Veg',
          allergens: 'Contains wheat (gluten), milk and sesame.',
          colour: '#c7a55c',
        },
      ],
    },
    {
      subcategory: 'Pastes & Gravies',
      veg: 'Vegan',
      allergens: 'No known allergens.',
      usage: 'Use one tablespoon per person; fry in oil for a minute before adding vegetables.',
      storage: 'Refrigerate after opening and use a dry spoon. Use within 15 days.',
      shelfLifeDays: 30,
      lines: [
        {
          name: 'Ginger Garlic Paste',
          sizes: [['200 g', 8000]],
          ingredients: 'Ginger, garlic, cold pressed groundnut oil, rock salt',
          about:
            'Freshly ground ginger and garlic in equal parts, kept with oil and salt instead of acids.',
          also: ['adrak lahsun paste', 'shunti bellulli'],
          colour: '#d9c79c',
        },
        {
          name: 'Sambar Paste',
          sizes: [['200 g', 12000]],
          ingredients:
            'Tamarind, roasted coriander, byadgi chilli, chana dal, fenugreek, coconut, jaggery, cold pressed sesame oil',
          about:
            'Udupi-style sambar masala ground with tamarind and coconut: boil with dal and vegetables and you are done.',
          also: ['sambar masala', 'huli'],
          colour: '#a64a26',
        },
        {
          name: 'Makhani Gravy Base',
          sizes: [['300 g', 16000]],
          ingredients:
            'Tomato, cashew, butter, cream, kasuri methi, kashmiri chilli, spices, rock salt',
          about: 'A slow-cooked tomato and cashew base for paneer or vegetable makhani.',
          also: ['butter masala', 'makhani'],
          veg: 'Veg',
          allergens: 'Contains milk and cashew.',
          colour: '#d1562f',
        },
      ],
    },
  ],
};
