/**
 * Twenty-five makers, each with the subcategories they make. Products are handed to a maker of their
 * subcategory, so a maker's menu reads like one kitchen's or one farm's.
 */
export interface MakerSeed {
  storeName: string;
  /** Where they make it; used in product descriptions. */
  town: string;
  categoryTag: string;
  cuisineTag: string;
  aboutSeller: string;
  leadTimeHours: number;
  makes: string[];
}

export const MAKERS: MakerSeed[] = [
  {
    storeName: "Amma's Batter House",
    town: 'Jayanagar, Bengaluru',
    categoryTag: 'Batters & Ready to Cook',
    cuisineTag: 'South Indian',
    aboutSeller:
      'Lakshmi Amma started grinding dosa batter for her neighbours in 2014. Every batch is soaked overnight and ground fresh in a stone grinder the next morning, with no soda, no preservatives and nothing but rice, dal, methi and salt.',
    leadTimeHours: 10,
    makes: ['Dosa & Idli Batter', 'Ready Mixes'],
  },
  {
    storeName: 'Sri Ganesha Chekku Oils',
    town: 'Challakere, Chitradurga',
    categoryTag: 'Oils & Ghee',
    cuisineTag: 'Karnataka',
    aboutSeller:
      'A family oil mill running wooden chekku presses for three generations. Seeds come from farmers around Chitradurga and are pressed slowly at low temperature, then left to settle naturally instead of being refined.',
    leadTimeHours: 12,
    makes: ['Cold Pressed Oils', 'Speciality Oils', 'Ghee'],
  },
  {
    storeName: 'Gokula Desi Dairy',
    town: 'Doddaballapur',
    categoryTag: 'Dairy & Eggs',
    cuisineTag: 'Farm Fresh',
    aboutSeller:
      'Forty Hallikar and Gir cows grazing on open pasture outside Doddaballapur. Milk is chilled within an hour of milking and reaches you within a day, never powdered or reconstituted.',
    leadTimeHours: 10,
    makes: ['Milk', 'Curd & Buttermilk', 'Paneer & Cheese', 'Butter & Cream', 'Ghee'],
  },
  {
    storeName: 'Hosakote Organic Farms',
    town: 'Hosakote',
    categoryTag: 'Fruits & Vegetables',
    cuisineTag: 'Farm Fresh',
    aboutSeller:
      'Twelve acres farmed without chemical fertilisers or pesticides since 2011. We harvest the evening before your delivery, so vegetables reach your kitchen within a day of leaving the soil.',
    leadTimeHours: 14,
    makes: [
      'Fresh Vegetables',
      'Fresh Fruits',
      'Leafy Greens',
      'Herbs & Seasonings',
      'Exotic & Salad',
      'Jams & Spreads',
    ],
  },
  {
    storeName: 'Malnad Spice Estate',
    town: 'Sakleshpur',
    categoryTag: 'Spices & Masalas',
    cuisineTag: 'Malnad',
    aboutSeller:
      'Pepper, cardamom and cloves grown under the shade of our coffee estate in the Western Ghats, sun-dried on the estate and packed whole or freshly ground in small lots.',
    leadTimeHours: 24,
    makes: ['Whole Spices', 'Spice Powders', 'Salt'],
  },
  {
    storeName: 'Kaveri Millet Collective',
    town: 'Mandya',
    categoryTag: 'Millets & Grains',
    cuisineTag: 'Karnataka',
    aboutSeller:
      'A collective of 140 small farmers growing rain-fed millets and traditional rice varieties. We clean, destone and dehusk at our own unit so the grain keeps its bran and its taste.',
    leadTimeHours: 24,
    makes: ['Millets', 'Rice', 'Dals & Pulses', 'Poha & Flakes', 'Millet Flours', 'Seeds'],
  },
  {
    storeName: 'Annapoorna Flour Mill',
    town: 'Basavanagudi, Bengaluru',
    categoryTag: 'Flours & Atta',
    cuisineTag: 'North & South Indian',
    aboutSeller:
      'A neighbourhood chakki that grinds whole grains on stone every morning. No bleaching, no maida blended in, and the bran stays in the atta.',
    leadTimeHours: 12,
    makes: ['Wheat Atta', 'Millet Flours', 'Besan & Other Flours', 'Dals & Pulses'],
  },
  {
    storeName: 'Mysuru Bella Mane',
    town: 'Mandya',
    categoryTag: 'Sweeteners',
    cuisineTag: 'Karnataka',
    aboutSeller:
      'Sugarcane from our own fields, crushed and boiled in open iron pans the traditional way. Our jaggery is made without sulphur, hydros or colour, which is why it is dark and not golden.',
    leadTimeHours: 24,
    makes: ['Jaggery', 'Palm & Coconut Sugar'],
  },
  {
    storeName: 'Kodagu Honey Collective',
    town: 'Madikeri, Kodagu',
    categoryTag: 'Sweeteners',
    cuisineTag: 'Coorg',
    aboutSeller:
      'Tribal honey hunters and bee-keepers from the forests of Kodagu. Honey is cold-filtered through cloth, never heated or blended, so every season tastes a little different.',
    leadTimeHours: 24,
    makes: ['Honey', 'Jams & Spreads'],
  },
  {
    storeName: "Paati's Pickles",
    town: 'Malleswaram, Bengaluru',
    categoryTag: 'Chutneys & Pickles',
    cuisineTag: 'Tamil',
    aboutSeller:
      'Recipes from our grandmother in Thanjavur, made in small batches in gingelly oil with rock salt. No vinegar, no preservatives: the oil and the sun do the work.',
    leadTimeHours: 24,
    makes: ['Pickles', 'Thokku & Pastes', 'Chutney Powders'],
  },
  {
    storeName: 'Andhra Ruchulu',
    town: 'Guntur',
    categoryTag: 'Chutneys & Pickles',
    cuisineTag: 'Andhra',
    aboutSeller:
      'Fiery Guntur pickles and podis from a home kitchen run by three sisters. Chillies come straight from the Guntur yard and everything is pounded the old way.',
    leadTimeHours: 24,
    makes: ['Pickles', 'Chutney Powders'],
  },
  {
    storeName: 'Calicut Chips Corner',
    town: 'Kozhikode',
    categoryTag: 'Snacks & Chips',
    cuisineTag: 'Kerala',
    aboutSeller:
      'Nendran bananas sliced by hand and fried in pure coconut oil, the way Kozhikode has done it for a hundred years. Fresh oil for every day of frying.',
    leadTimeHours: 24,
    makes: ['Chips', 'Murukku & Chakli'],
  },
  {
    storeName: 'Savi Ruchi Snacks',
    town: 'Dharwad',
    categoryTag: 'Snacks & Chips',
    cuisineTag: 'North Karnataka',
    aboutSeller:
      'Namkeens, chaklis and sweets from North Karnataka, fried in cold pressed groundnut oil and sweetened with jaggery wherever the recipe allows.',
    leadTimeHours: 24,
    makes: ['Namkeen & Mixture', 'Murukku & Chakli', 'Traditional Sweets', 'Energy Bars & Laddus'],
  },
  {
    storeName: 'The Millet Oven',
    town: 'Indiranagar, Bengaluru',
    categoryTag: 'Bakery',
    cuisineTag: 'Continental',
    aboutSeller:
      'A small bakery baking only with whole grains and millets. No maida, no margarine, no palm oil: butter, jaggery and patience instead.',
    leadTimeHours: 14,
    makes: ['Cookies & Rusks', 'Cakes & Brownies', 'Breads & Buns'],
  },
  {
    storeName: 'Basavanagudi Bakehouse',
    town: 'Basavanagudi, Bengaluru',
    categoryTag: 'Bakery',
    cuisineTag: 'Iyengar Bakery',
    aboutSeller:
      'Sourdough and Iyengar-style bakes fermented overnight and baked at dawn. Our breads have four or five ingredients you can read.',
    leadTimeHours: 12,
    makes: ['Breads & Buns', 'Cookies & Rusks', 'Cakes & Brownies'],
  },
  {
    storeName: 'Chikmagalur Estate Coffee',
    town: 'Chikkamagaluru',
    categoryTag: 'Beverages',
    cuisineTag: 'Coffee',
    aboutSeller:
      'Shade-grown arabica and robusta from our estate in the Baba Budan hills, roasted every week in Bengaluru and ground to order for filter, French press or espresso.',
    leadTimeHours: 24,
    makes: ['Coffee'],
  },
  {
    storeName: 'Nilgiri Leaf Tea Co.',
    town: 'Coonoor',
    categoryTag: 'Beverages',
    cuisineTag: 'Tea',
    aboutSeller:
      'Small-grower teas from the Nilgiris, plucked by hand and processed in our own factory. We also make herbal infusions and kokum and nannari sherbets from old family recipes.',
    leadTimeHours: 24,
    makes: ['Tea', 'Juices & Sherbets', 'Health Drinks'],
  },
  {
    storeName: 'Mangaluru Fresh Catch',
    town: 'Mangaluru',
    categoryTag: 'Meat & Fish',
    cuisineTag: 'Coastal',
    aboutSeller:
      'Fish bought at the Mangaluru harbour at dawn from boats we know, cleaned and chilled on ice, and in Bengaluru the same night. No ammonia, no formalin, ever.',
    leadTimeHours: 16,
    makes: ['Fish & Seafood', 'Ready to Cook Meats'],
  },
  {
    storeName: 'Nati Koli Farms',
    town: 'Kolar',
    categoryTag: 'Meat & Fish',
    cuisineTag: 'Karnataka',
    aboutSeller:
      'Free-range country chicken and grass-fed mutton from farms around Kolar, raised without antibiotics or growth hormones and cut fresh on the morning of delivery.',
    leadTimeHours: 16,
    makes: ['Chicken', 'Mutton', 'Ready to Cook Meats'],
  },
  {
    storeName: 'Noor Dry Fruits & Nuts',
    town: 'Shivajinagar, Bengaluru',
    categoryTag: 'Dry Fruits & Nuts',
    cuisineTag: 'Mughlai',
    aboutSeller:
      'Dry fruits sourced directly from growers in Kashmir, Afghanistan and the Konkan coast, sorted by hand and roasted in small lots. No added sulphites, no coating oils.',
    leadTimeHours: 24,
    makes: ['Nuts', 'Dried Fruits', 'Seeds', 'Trail Mixes'],
  },
  {
    storeName: 'Pasture Hens Farm',
    town: 'Kanakapura',
    categoryTag: 'Dairy & Eggs',
    cuisineTag: 'Farm Fresh',
    aboutSeller:
      'Our hens roam on open pasture by day and are fed a corn, millet and greens ration without antibiotics. Eggs are collected by hand every morning.',
    leadTimeHours: 12,
    makes: ['Eggs'],
  },
  {
    storeName: 'Devanahalli Farmers Collective',
    town: 'Devanahalli',
    categoryTag: 'Fruits & Vegetables',
    cuisineTag: 'Farm Fresh',
    aboutSeller:
      'Sixty natural farmers around Devanahalli who grow without chemicals. We pool their harvest, grade it by hand and bring it to the city every night.',
    leadTimeHours: 14,
    makes: ['Fresh Vegetables', 'Leafy Greens', 'Herbs & Seasonings', 'Fresh Fruits'],
  },
  {
    storeName: 'Kolhapur Masala Ghar',
    town: 'Kolhapur',
    categoryTag: 'Spices & Masalas',
    cuisineTag: 'Maharashtrian',
    aboutSeller:
      'Masalas roasted on a wood fire and pounded in small lots from family recipes: Kolhapuri, goda, malvani and more. No fillers, no colour, no salt added unless the recipe calls for it.',
    leadTimeHours: 24,
    makes: ['Masala Blends', 'Spice Powders'],
  },
  {
    storeName: 'Ragi Mane Health Foods',
    town: 'Tumakuru',
    categoryTag: 'Flours & Atta',
    cuisineTag: 'Karnataka',
    aboutSeller:
      'Sprouted millet malts, health mixes and laddus made by a women-run self-help group in Tumakuru. Everything is sprouted, sun-dried and roasted by hand.',
    leadTimeHours: 24,
    makes: ['Health Mixes', 'Health Drinks', 'Ready Mixes', 'Energy Bars & Laddus', 'Trail Mixes'],
  },
  {
    storeName: 'Tiffin Tales Kitchen',
    town: 'HSR Layout, Bengaluru',
    categoryTag: 'Batters & Ready to Cook',
    cuisineTag: 'South & North Indian',
    aboutSeller:
      'A cloud kitchen of home cooks making fresh chapatis, parottas, gravies and pastes every morning, so weekday dinners need only ten minutes.',
    leadTimeHours: 10,
    makes: ['Chapati & Parotta', 'Pastes & Gravies', 'Dosa & Idli Batter'],
  },
];
