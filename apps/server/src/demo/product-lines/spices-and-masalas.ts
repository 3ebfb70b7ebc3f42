import type { CategoryLines } from './types';

const spice = {
  veg: 'Vegan',
  allergens: 'No known allergens.',
  usage: 'Dry roast whole spices lightly before grinding to bring out the aroma.',
  storage: 'Store in an airtight glass jar away from light and moisture.',
  shelfLifeDays: 300,
} as const;

export const SPICES_AND_MASALAS: CategoryLines = {
  category: 'Spices & Masalas',
  subcategories: [
    {
      subcategory: 'Whole Spices',
      ...spice,
      lines: [
        {
          name: 'Malabar Black Pepper',
          sizes: [
            ['100 g', 14000],
            ['250 g', 32000],
          ],
          ingredients: 'Whole black pepper',
          about: 'Bold, sun-dried pepper from our Sakleshpur estate, sorted by hand.',
          also: ['menasu', 'kali mirch', 'milagu', 'pepper'],
          tag: 'Bestseller',
          colour: '#2e2a26',
        },
        {
          name: 'Green Cardamom (8 mm)',
          sizes: [['50 g', 22000]],
          ingredients: 'Whole green cardamom',
          about: 'Plump green elaichi pods with bright, sweet seeds.',
          also: ['elakki', 'elaichi', 'elakkai', 'cardamom'],
          colour: '#7aa35a',
        },
        {
          name: 'Cloves',
          sizes: [['50 g', 12000]],
          ingredients: 'Whole cloves',
          about: 'Oil-rich cloves from the Western Ghats.',
          also: ['lavanga', 'laung', 'krambu'],
          colour: '#5a3322',
        },
        {
          name: 'Cinnamon (True Ceylon)',
          sizes: [['50 g', 11000]],
          ingredients: 'Ceylon cinnamon quills',
          about: 'Soft, papery quills of true cinnamon, not cassia.',
          also: ['dalchini', 'chakke', 'pattai', 'cinnamon'],
          colour: '#b06a3b',
        },
        {
          name: 'Cumin Seeds',
          sizes: [['200 g', 11000]],
          ingredients: 'Whole cumin seeds',
          about: 'Cleaned, aromatic jeera from Rajasthan.',
          also: ['jeera', 'jeerige', 'seeragam', 'cumin'],
          colour: '#8e7450',
        },
        {
          name: 'Byadgi Chilli (Whole)',
          sizes: [['200 g', 11000]],
          ingredients: 'Whole byadgi red chillies',
          about: 'Deep red, wrinkled Byadgi chillies: lots of colour, gentle heat.',
          also: ['byadagi menasinakayi', 'red chilli', 'lal mirch', 'mirchi'],
          colour: '#b3221b',
        },
        {
          name: 'Mustard Seeds (Small)',
          sizes: [['200 g', 6000]],
          ingredients: 'Small black mustard seeds',
          about: 'The small, sharp rai that pops in every South Indian tadka.',
          also: ['sasive', 'rai', 'kadugu', 'mustard'],
          allergens: 'Contains mustard.',
          colour: '#3a2a22',
        },
      ],
    },
    {
      subcategory: 'Spice Powders',
      ...spice,
      usage: 'Add to the oil after the tadka, or to gravies as they simmer.',
      lines: [
        {
          name: 'Lakadong Turmeric Powder',
          sizes: [
            ['200 g', 13000],
            ['100 g', 7000],
          ],
          ingredients: 'Lakadong turmeric, sun-dried and ground',
          about: 'Meghalaya Lakadong turmeric with 7 to 9% curcumin: deep orange and earthy.',
          also: ['haldi', 'arishina', 'manjal', 'turmeric'],
          tag: 'Bestseller',
          colour: '#e8a317',
        },
        {
          name: 'Kashmiri Chilli Powder',
          sizes: [['200 g', 12000]],
          ingredients: 'Kashmiri red chillies, ground',
          about: 'For colour more than heat: a bright red, mild chilli powder.',
          also: ['lal mirch powder', 'menasina pudi', 'chilli powder'],
          colour: '#c1281d',
        },
        {
          name: 'Coriander Powder',
          sizes: [['200 g', 8000]],
          ingredients: 'Coriander seeds, roasted and ground',
          about: 'Freshly roasted dhania ground in small lots so it smells citrusy, not dusty.',
          also: ['dhania powder', 'kothambari pudi', 'malli thool'],
          colour: '#a78a50',
        },
        {
          name: 'Black Pepper Powder',
          sizes: [['100 g', 15000]],
          ingredients: 'Black pepper, ground',
          about: 'Coarsely ground Malabar pepper for eggs, soups and rasam.',
          also: ['menasina pudi', 'kali mirch powder', 'pepper powder'],
          colour: '#3a342e',
        },
        {
          name: 'Dry Ginger Powder (Sonth)',
          sizes: [['100 g', 9000]],
          ingredients: 'Sun-dried ginger, ground',
          about: 'Sukku powder for chai, kashayam and winter laddus.',
          also: ['sonth', 'shunti pudi', 'sukku'],
          colour: '#c9ad7a',
        },
      ],
    },
    {
      subcategory: 'Masala Blends',
      ...spice,
      usage: 'Add one to two teaspoons towards the end of cooking.',
      storage:
        'Store in an airtight container in a cool, dry place. Use within 3 months of opening.',
      shelfLifeDays: 180,
      lines: [
        {
          name: 'Kolhapuri Kanda Lasun Masala',
          sizes: [['200 g', 16000]],
          ingredients:
            'Onion, garlic, Sankeshwari chilli, copra, coriander, sesame, spices, cold pressed groundnut oil, salt',
          about: 'The fiery red Kolhapuri masala roasted with onion and garlic on a wood fire.',
          also: ['kanda lasun', 'kolhapuri masala'],
          allergens: 'Contains sesame and peanut.',
          colour: '#9b2a1a',
        },
        {
          name: 'Garam Masala',
          sizes: [['100 g', 12000]],
          ingredients:
            'Coriander, cumin, black pepper, cinnamon, cardamom, cloves, bay leaf, nutmeg, mace',
          about: 'A warm North Indian garam masala ground fresh every week.',
          also: ['garam masala'],
          colour: '#7a4a2e',
        },
        {
          name: 'Rasam Powder',
          sizes: [['200 g', 11000]],
          ingredients:
            'Coriander, byadgi chilli, toor dal, pepper, cumin, fenugreek, curry leaves, asafoetida',
          about: 'Mysuru rasam powder with curry leaves and a peppery finish.',
          also: ['saaru pudi', 'rasam podi', 'saru'],
          tag: 'Bestseller',
          colour: '#a8452a',
        },
        {
          name: 'Sambar Powder',
          sizes: [['200 g', 11000]],
          ingredients:
            'Coriander, byadgi chilli, chana dal, urad dal, fenugreek, turmeric, curry leaves, asafoetida',
          about: 'Classic sambar pudi, roasted dry and ground coarse.',
          also: ['huli pudi', 'sambar podi', 'sambhar masala'],
          colour: '#b4532a',
        },
        {
          name: 'Goda Masala',
          sizes: [['100 g', 11000]],
          ingredients:
            'Coriander, sesame, copra, stone flower, cinnamon, cloves, bay leaf, black cardamom',
          about: 'The sweet, smoky Maharashtrian masala for amti and masale bhaat.',
          also: ['kala masala', 'goda masala'],
          allergens: 'Contains sesame.',
          colour: '#4f3528',
        },
        {
          name: 'Chicken Masala',
          sizes: [['100 g', 10000]],
          ingredients:
            'Coriander, chilli, cumin, pepper, fennel, cinnamon, cloves, cardamom, star anise, turmeric',
          about: 'A robust Andhra-style masala for chicken and mutton curries.',
          also: ['chicken masala', 'kozhi masala', 'meat masala'],
          colour: '#8a2f1e',
        },
      ],
    },
    {
      subcategory: 'Salt',
      ...spice,
      usage: 'Use as you would use table salt.',
      storage: 'Store in a dry glass or ceramic jar with a wooden spoon.',
      shelfLifeDays: 720,
      lines: [
        {
          name: 'Himalayan Pink Salt',
          sizes: [['1 kg', 9000]],
          ingredients: 'Himalayan rock salt, powdered',
          about: 'Unrefined pink rock salt with no anti-caking agent.',
          also: ['sendha namak', 'rock salt', 'uppu', 'kallu uppu'],
          colour: '#e7b7b3',
        },
        {
          name: 'Black Salt (Kala Namak)',
          sizes: [['200 g', 5000]],
          ingredients: 'Black salt, powdered',
          about: 'Sulphurous kala namak for chaat, raita and jaljeera.',
          also: ['kala namak', 'sanchal', 'black salt'],
          colour: '#8f7f8a',
        },
        {
          name: 'Sea Salt (Sun-dried)',
          sizes: [['1 kg', 6000]],
          ingredients: 'Sea salt, sun-dried',
          about:
            'Sun-dried crystal salt from the salt pans of Marakkanam, unwashed and unbleached.',
          also: ['kallu uppu', 'samudri namak', 'sea salt'],
          colour: '#eef0f2',
        },
      ],
    },
  ],
};
