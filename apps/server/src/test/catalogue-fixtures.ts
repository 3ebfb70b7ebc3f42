import { sql } from 'drizzle-orm';
import { QUICK_SLOT_TYPE, SCHEDULED_SLOT_TYPE, istDate } from '@makers-pantry/domain/delivery-time';
import type { Db } from '../db/client';
import {
  bannedIngredients,
  banners,
  categories,
  collectionProducts,
  collections,
  makers,
  products,
  stockBatches,
  subcategories,
} from '../db/schema/catalog';
import { reviews } from '../db/schema/reviews';
import { searchSynonyms, searchWords } from '../db/schema/search';
import { deliverySlots } from '../db/schema/delivery';

/**
 * A small catalogue a test file owns, built around its clock: makers, shelves, products in every
 * stock state, batches, slots before and after their cut-offs, collections, banners, banned
 * ingredients and the search dictionaries. Nothing here depends on the demo seed.
 *
 * On sale: 9 named products + 24 chikki fillers = 33 (two pages of 30). Not on sale: an inactive
 * product and one from a maker still awaiting approval.
 */
export const FILLER_COUNT = 24;
export const ON_SALE_COUNT = 9 + FILLER_COUNT;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const images = (slug: string) => ({
  listImage: `/media/products/${slug}-list.webp`,
  listImage2: `/media/products/${slug}-list2.webp`,
  detailImage: `/media/products/${slug}-detail.webp`,
  cartImage: `/media/products/${slug}-cart.webp`,
});

type ProductInsert = typeof products.$inferInsert;

export async function buildCatalogue(db: Db, now: Date) {
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  const [amma, ghani, pending] = await db
    .insert(makers)
    .values([
      {
        storeName: "Amma's Kitchen",
        profileImage: '/media/makers/amma.webp',
        categoryTag: 'Batters & Snacks',
        cuisineTag: 'South Indian',
        aboutSeller: 'Stone-ground batters made fresh every morning in Jayanagar.',
        leadTimeHours: 12,
        rating: 4.6,
        numReviews: 40,
      },
      {
        storeName: 'Ghani Oils',
        profileImage: '/media/makers/ghani.webp',
        categoryTag: 'Oils & Ghee',
        cuisineTag: 'Traditional',
        aboutSeller: 'Wood-pressed oils from a bullock-driven ghani.',
        leadTimeHours: 48,
        rating: 4.2,
        numReviews: 9,
      },
      {
        storeName: 'Pending Foods',
        profileImage: '/media/makers/pending.webp',
        categoryTag: 'Masalas',
        cuisineTag: 'North Indian',
        aboutSeller: 'Still being checked by the hub.',
        isApproved: false,
      },
    ])
    .returning({ id: makers.id });

  const [batters, oils, dairy, snacks] = await db
    .insert(categories)
    .values([
      { name: 'Breakfast Batters', image: '/media/categories/batters.webp', sortOrder: 1 },
      { name: 'Oils & Ghee', image: '/media/categories/oils.webp', sortOrder: 2 },
      { name: 'Dairy', image: '/media/categories/dairy.webp', sortOrder: 3 },
      { name: 'Snacks', image: '/media/categories/snacks.webp', sortOrder: 4 },
    ])
    .returning({ id: categories.id });
  const [dosaBatter, readyMixes, pressedOils, ghees, curds, chikkis] = await db
    .insert(subcategories)
    .values([
      { categoryId: batters!.id, name: 'Dosa & Idli Batter', image: '/media/sub/dosa.webp' },
      { categoryId: batters!.id, name: 'Ready Mixes', image: '/media/sub/mixes.webp' },
      { categoryId: oils!.id, name: 'Cold Pressed Oils', image: '/media/sub/oils.webp' },
      { categoryId: oils!.id, name: 'Ghee', image: '/media/sub/ghee.webp' },
      { categoryId: dairy!.id, name: 'Curd & Yogurt', image: '/media/sub/curd.webp' },
      { categoryId: snacks!.id, name: 'Chikki', image: '/media/sub/chikki.webp' },
    ])
    .returning({ id: subcategories.id });

  const product = (
    slug: string,
    values: Partial<ProductInsert> &
      Pick<ProductInsert, 'name' | 'makerId' | 'categoryId' | 'subcategoryId'>,
  ): ProductInsert => ({
    description: `${values.name}, made in small batches.`,
    usageInstructions: 'Use within a week of opening.',
    allergenInfo: 'None known.',
    ingredients: 'See the label.',
    storage: 'Keep in a cool, dry place.',
    packageSize: 500,
    measurementUnit: 'g',
    pricePaise: 10_000,
    vegIndicator: 'Veg',
    approvedAt: at(-60 * DAY),
    ...images(slug),
    ...values,
  });

  const named = await db
    .insert(products)
    .values([
      product('ragi-dosa-batter', {
        name: 'Ragi Dosa Batter',
        makerId: amma!.id,
        categoryId: batters!.id,
        subcategoryId: dosaBatter!.id,
        packageSize: 1,
        measurementUnit: 'kg',
        pricePaise: 12_000,
        ingredients: 'Finger millet, urad dal, rice, salt',
        searchKeywords: 'batter breakfast dosa',
        specialityTag: 'Stone ground',
        rating: 4.5,
        numReviews: 12,
        testReportDocument: '/media/reports/ragi.pdf',
        approvedAt: at(-5 * DAY),
      }),
      product('rice-idli-batter', {
        name: 'Rice Idli Batter',
        makerId: amma!.id,
        categoryId: batters!.id,
        subcategoryId: dosaBatter!.id,
        pricePaise: 9_000,
        rating: 4.1,
        numReviews: 30,
      }),
      product('jowar-roti-mix', {
        name: 'Jowar Roti Mix',
        makerId: amma!.id,
        categoryId: batters!.id,
        subcategoryId: readyMixes!.id,
        description: 'Jowar flour with a little ragi for soft rotis.',
        rating: 3.9,
        numReviews: 4,
      }),
      product('millet-bread', {
        name: 'Millet Bread',
        makerId: amma!.id,
        categoryId: batters!.id,
        subcategoryId: readyMixes!.id,
        showStock: false,
        rating: 4.8,
        numReviews: 50,
      }),
      product('groundnut-oil', {
        name: 'Cold Pressed Groundnut Oil',
        makerId: ghani!.id,
        categoryId: oils!.id,
        subcategoryId: pressedOils!.id,
        packageSize: 0.5,
        measurementUnit: 'l',
        pricePaise: 32_000,
        canSellBeforeStocking: true,
        approvedAt: at(-20 * DAY),
      }),
      product('coconut-oil', {
        name: 'Cold Pressed Coconut Oil',
        makerId: ghani!.id,
        categoryId: oils!.id,
        subcategoryId: pressedOils!.id,
        packageSize: 0.5,
        measurementUnit: 'l',
        pricePaise: 28_000,
        canSellBeforeStocking: true,
        // Launched with a date still to come: not 'new' until the day comes.
        approvedAt: at(2 * DAY),
      }),
      product('a2-ghee', {
        name: 'A2 Cow Ghee',
        makerId: ghani!.id,
        categoryId: oils!.id,
        subcategoryId: ghees!.id,
        packageSize: 250,
        pricePaise: 45_050,
        rating: 4.7,
        numReviews: 20,
        approvedAt: at(-40 * DAY),
      }),
      product('thick-curd', {
        name: 'Thick Curd',
        makerId: amma!.id,
        categoryId: dairy!.id,
        subcategoryId: curds!.id,
        pricePaise: 4_500,
        searchKeywords: 'dairy',
        approvedAt: at(-10 * DAY),
      }),
      product('sesame-oil', {
        name: 'Cold Pressed Sesame Oil',
        makerId: ghani!.id,
        categoryId: oils!.id,
        subcategoryId: pressedOils!.id,
        pricePaise: 30_000,
      }),
      product('old-pickle', {
        name: 'Old Mango Pickle',
        makerId: amma!.id,
        categoryId: snacks!.id,
        subcategoryId: chikkis!.id,
        isActive: false,
      }),
      product('secret-masala', {
        name: 'Secret Masala',
        makerId: pending!.id,
        categoryId: snacks!.id,
        subcategoryId: chikkis!.id,
      }),
    ])
    .returning({ id: products.id });
  const [
    ragiBatter,
    idliBatter,
    jowarMix,
    milletBread,
    groundnutOil,
    coconutOil,
    ghee,
    curd,
    sesameOil,
    inactivePickle,
    unapprovedMasala,
  ] = named.map((row) => row.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];

  const fillers = (
    await db
      .insert(products)
      .values(
        Array.from({ length: FILLER_COUNT }, (_, i) =>
          product(`chikki-${i + 1}`, {
            name: `Peanut Chikki Pack ${i + 1}`,
            makerId: amma!.id,
            categoryId: snacks!.id,
            subcategoryId: chikkis!.id,
            rating: 3,
            numReviews: 1,
          }),
        ),
      )
      .returning({ id: products.id })
  ).map((row) => row.id);

  await db.insert(stockBatches).values([
    // 20 on the shelf in two batches.
    { productId: ragiBatter, status: 'approved', quantity: 15, quantityRemaining: 12 },
    { productId: ragiBatter, status: 'approved', quantity: 10, quantityRemaining: 8 },
    // Sold out: the batch is empty.
    { productId: idliBatter, status: 'approved', quantity: 10, quantityRemaining: 0 },
    { productId: jowarMix, status: 'approved', quantity: 6, quantityRemaining: 6 },
    { productId: milletBread, status: 'approved', quantity: 5, quantityRemaining: 5 },
    // Preorder: an emptied early batch must not decide the date; the next one does.
    {
      productId: groundnutOil,
      status: 'planned',
      quantity: 5,
      quantityRemaining: 0,
      expectedAt: at(1 * HOUR),
    },
    {
      productId: groundnutOil,
      status: 'planned',
      quantity: 30,
      quantityRemaining: 30,
      expectedAt: at(30 * HOUR),
    },
    // Preorder without a date: the maker's 48-hour lead time decides.
    { productId: coconutOil, status: 'inwarded', quantity: 10, quantityRemaining: 10 },
    // Planned stock does not count for a product that may not be sold before stocking.
    { productId: ghee, status: 'approved', quantity: 8, quantityRemaining: 8 },
    {
      productId: ghee,
      status: 'planned',
      quantity: 5,
      quantityRemaining: 5,
      expectedAt: at(DAY),
    },
    { productId: curd, status: 'approved', quantity: 10, quantityRemaining: 10 },
    { productId: inactivePickle, status: 'approved', quantity: 3, quantityRemaining: 3 },
    { productId: unapprovedMasala, status: 'approved', quantity: 4, quantityRemaining: 4 },
    ...fillers.map((productId) => ({
      productId,
      status: 'approved' as const,
      quantity: 5,
      quantityRemaining: 5,
    })),
  ]);

  const slot = (
    startOffset: number,
    hours: number,
    cutoffOffset: number,
    extra: Partial<typeof deliverySlots.$inferInsert> = {},
  ): typeof deliverySlots.$inferInsert => ({
    date: istDate(at(startOffset)),
    startAt: at(startOffset),
    endAt: at(startOffset + hours * HOUR),
    type: SCHEDULED_SLOT_TYPE,
    capacity: 20,
    cutoffAt: at(cutoffOffset),
    ...extra,
  });
  const [
    pastCutoff,
    full,
    closed,
    quick,
    evening,
    tomorrowMorning,
    dayAfterMorning,
    dayAfterEvening,
  ] = await db
    .insert(deliverySlots)
    .values([
      slot(HOUR, 2, -60_000),
      slot(15 * 60_000, 2, 10 * 60_000, { capacity: 5, booked: 5 }),
      slot(5 * 60_000, 2, 60_000, { isActive: false }),
      slot(30 * 60_000, 0.5, 20 * 60_000, {
        type: QUICK_SLOT_TYPE,
        promisedDeliveryTime: 30,
        capacity: 50,
        isPodAllowed: false,
        deliveryFeePaise: 3_000,
        freeDeliveryAmountPaise: 50_000,
      }),
      slot(8 * HOUR, 2, 6 * HOUR),
      slot(20 * HOUR, 2, 12 * HOUR),
      slot(44 * HOUR, 2, 36 * HOUR),
      slot(56 * HOUR, 2, 50 * HOUR),
    ])
    .returning({ id: deliverySlots.id });

  await db.insert(reviews).values([
    {
      productId: ragiBatter,
      reviewerName: 'Meera',
      rating: 5,
      title: 'Tasty',
      body: 'Soft dosas every time.',
      createdAt: at(-3 * DAY),
    },
    {
      productId: ragiBatter,
      reviewerName: 'Arjun',
      rating: 4,
      body: 'Good for the kids.',
      createdAt: at(-DAY),
    },
    // Rating only: nothing to read, so not shown.
    { productId: ragiBatter, reviewerName: 'Silent', rating: 3, createdAt: at(-12 * HOUR) },
    // Unparliamentary: kept but never shown.
    {
      productId: ragiBatter,
      reviewerName: 'Rude',
      rating: 1,
      title: 'Rubbish',
      body: 'Words we do not print.',
      isPublished: false,
      createdAt: at(-2 * HOUR),
    },
  ]);

  const [breakfast, healthyOils, oldCuration, jaggery, noMaida, noPalmOil, newLaunches] = await db
    .insert(collections)
    .values([
      { name: 'Breakfast Staples', type: 'curation', tileImage: '/media/c/b.webp', sortOrder: 1 },
      { name: 'Healthy Oils', type: 'curation', tileImage: '/media/c/o.webp', sortOrder: 2 },
      {
        name: 'Old Curation',
        type: 'curation',
        tileImage: '/media/c/old.webp',
        sortOrder: 0,
        isActive: false,
      },
      { name: 'Made with Jaggery', type: 'madeWith', tileImage: '/media/c/j.webp', sortOrder: 1 },
      { name: 'No Maida', type: 'madeWithout', tileImage: '/media/c/m.webp', sortOrder: 1 },
      { name: 'No Palm Oil', type: 'madeWithout', tileImage: '/media/c/p.webp', sortOrder: 2 },
      { name: 'New Launches', type: 'new_launched', tileImage: '/media/c/n.webp', sortOrder: 1 },
    ])
    .returning({ id: collections.id });
  const breakfastProducts = [ragiBatter, idliBatter, inactivePickle, ...fillers.slice(0, 10)];
  await db.insert(collectionProducts).values([
    ...breakfastProducts.map((productId, position) => ({
      collectionId: breakfast!.id,
      productId,
      position,
    })),
    { collectionId: healthyOils!.id, productId: sesameOil, position: 3 },
    { collectionId: healthyOils!.id, productId: groundnutOil, position: 1 },
    { collectionId: healthyOils!.id, productId: coconutOil, position: 2 },
    { collectionId: oldCuration!.id, productId: curd, position: 0 },
    { collectionId: jaggery!.id, productId: fillers[0]!, position: 0 },
    { collectionId: noMaida!.id, productId: jowarMix, position: 0 },
    { collectionId: newLaunches!.id, productId: curd, position: 1 },
    { collectionId: newLaunches!.id, productId: ragiBatter, position: 0 },
  ]);

  await db.insert(banners).values([
    {
      name: 'Diwali Sweets',
      largeImage: '/media/banners/diwali-l.webp',
      mediumImage: '/media/banners/diwali-m.webp',
      smallImage: '/media/banners/diwali-s.webp',
      redirectUrl: '/collection/1/Breakfast%20Staples',
      sortOrder: 2,
    },
    {
      name: 'Fresh Batters',
      largeImage: '/media/banners/batter-l.webp',
      mediumImage: '/media/banners/batter-m.webp',
      smallImage: '/media/banners/batter-s.webp',
      redirectUrl: '/category/1/Breakfast%20Batters/0/All',
      sortOrder: 1,
    },
    {
      name: 'Old Offer',
      largeImage: '/media/banners/old-l.webp',
      mediumImage: '/media/banners/old-m.webp',
      smallImage: '/media/banners/old-s.webp',
      redirectUrl: '/',
      isActive: false,
    },
  ]);

  await db.insert(bannedIngredients).values([
    { name: 'Sodium Benzoate', aliases: ['E211'], functions: ['Preservative', 'Antimicrobial'] },
    { name: 'Monosodium Glutamate', aliases: ['MSG', 'E621'], functions: ['Flavour enhancer'] },
  ]);

  await db.insert(searchSynonyms).values([
    { word: 'dahi', synonym: 'curd' },
    { word: 'curd', synonym: 'dahi' },
    { word: 'nachni', synonym: 'ragi' },
    { word: 'ragi', synonym: 'nachni' },
    { word: 'ragi', synonym: 'finger millet' },
  ]);
  await fillSearchWords(db);

  return {
    makers: { amma: amma!.id, ghani: ghani!.id, pending: pending!.id },
    categories: { batters: batters!.id, oils: oils!.id, dairy: dairy!.id, snacks: snacks!.id },
    subcategories: {
      dosaBatter: dosaBatter!.id,
      readyMixes: readyMixes!.id,
      pressedOils: pressedOils!.id,
      ghees: ghees!.id,
      curds: curds!.id,
      chikkis: chikkis!.id,
    },
    products: {
      ragiBatter,
      idliBatter,
      jowarMix,
      milletBread,
      groundnutOil,
      coconutOil,
      ghee,
      curd,
      sesameOil,
      inactivePickle,
      unapprovedMasala,
      fillers,
    },
    slots: {
      pastCutoff: pastCutoff!.id,
      full: full!.id,
      closed: closed!.id,
      quick: quick!.id,
      evening: evening!.id,
      tomorrowMorning: tomorrowMorning!.id,
      dayAfterMorning: dayAfterMorning!.id,
      dayAfterEvening: dayAfterEvening!.id,
    },
    collections: {
      breakfast: breakfast!.id,
      healthyOils: healthyOils!.id,
      oldCuration: oldCuration!.id,
      jaggery: jaggery!.id,
      noMaida: noMaida!.id,
      noPalmOil: noPalmOil!.id,
      newLaunches: newLaunches!.id,
    },
  };
}

export type Catalogue = Awaited<ReturnType<typeof buildCatalogue>>;

/** The typo dictionary: every word of product names and keywords, with how often it appears. */
export async function fillSearchWords(db: Db) {
  await db.execute(sql`
    INSERT INTO ${searchWords} (word, frequency)
    SELECT word, count(*)::int
    FROM ${products},
      regexp_split_to_table(lower(${products.name} || ' ' || ${products.searchKeywords}), '[^[:alnum:]]+') AS word
    WHERE length(word) > 1
    GROUP BY word
    ON CONFLICT (word) DO UPDATE SET frequency = excluded.frequency`);
}
