import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, editVersion, linkTo, paise, partOf, serialId, timestamptz } from '../columns';
import {
  BATCH_STATUSES,
  COLLECTION_TYPES,
  LISTING_STATES,
  VEG_INDICATORS,
} from '@makers-pantry/domain/catalog-enums';

/** A live product's pictures or lab report awaiting review: only what the maker replaced. */
export interface ProposedMedia {
  listImage?: string;
  detailImage?: string;
  cartImage?: string;
  listImage2?: string;
  testReportDocument?: string;
  testReportImage?: string;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A small producer or home-cook who sells through the shop ("seller" in the API). */
export const makers = pgTable(
  'makers',
  {
    id: serialId(),
    storeName: text('store_name').notNull(),
    profileImage: text('profile_image').notNull(),
    categoryTag: text('category_tag').notNull(),
    cuisineTag: text('cuisine_tag').notNull(),
    aboutSeller: text('about_seller').notNull(),
    /** Hours the maker needs between an order and a delivery slot's start. */
    leadTimeHours: integer('lead_time_hours').notNull().default(12),
    rating: real('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    /** On sale: its products show and sell. False while awaiting approval or suspended. */
    isApproved: boolean('is_approved').notNull().default(true),
    /** Set while ops have suspended the maker; its products leave the shop at once. */
    suspendedAt: timestamptz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    /** The seller login that runs this maker's store in the hub; one store per login. */
    userId: integer('user_id'),
    /** Moves on every hub edit: an edit made on an older version is refused (STALE_VERSION). */
    version: editVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('makers_user_idx').on(t.userId),
    // One store per name, whatever its case, spaces and punctuation (issue 36 item 7): the
    // expression is `storeNameKey` of modules/catalog/store-names.ts.
    uniqueIndex('makers_store_name_key_idx').on(
      sql`lower(regexp_replace(${t.storeName}, '[[:space:][:punct:]]+', '', 'g'))`,
    ),
  ],
);

export const categories = pgTable('categories', {
  id: serialId(),
  name: text('name').notNull().unique(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serialId(),
    categoryId: partOf('category_id', () => categories.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId, t.sortOrder)],
);

export const products = pgTable(
  'products',
  {
    id: serialId(),
    makerId: linkTo('maker_id', () => makers.id),
    categoryId: linkTo('category_id', () => categories.id),
    subcategoryId: linkTo('subcategory_id', () => subcategories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    usageInstructions: text('usage_instructions').notNull(),
    allergenInfo: text('allergen_info').notNull(),
    ingredients: text('ingredients').notNull(),
    storage: text('storage').notNull(),
    packageSize: numeric('package_size', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    measurementUnit: text('measurement_unit').notNull(),
    pricePaise: paise('price_paise'),
    vegIndicator: text('veg_indicator', { enum: VEG_INDICATORS }).notNull(),
    specialityTag: text('speciality_tag'),
    /** false hides the stock figure: the card says 'Out of Stock' and greys the image. */
    showStock: boolean('show_stock').notNull().default(true),
    /** Preorder: may be sold from planned or inwarded batches before they are approved. */
    canSellBeforeStocking: boolean('can_sell_before_stocking').notNull().default(false),
    /**
     * On sale (while its maker is approved): only an approved listing can be (a check holds it).
     * An approved product may still be withdrawn from sale by turning this off.
     */
    isActive: boolean('is_active').notNull().default(true),
    /** 20 = replaceable (a customer may ask for a replacement); 10 = not. */
    status: integer('status').notNull().default(20),
    /**
     * The listing (decision 028): draft -> submitted -> approved or rejected. The default is for
     * products placed in the shop directly (seed, bench catalogue, tests); the hub sets 'draft'.
     */
    listingState: text('listing_state', { enum: LISTING_STATES }).notNull().default('approved'),
    submittedAt: timestamptz('submitted_at'),
    /** The last review of the listing or of an ingredient change: when and by whom. */
    reviewedAt: timestamptz('reviewed_at'),
    reviewedByUserId: integer('reviewed_by_user_id'),
    /** Why ops rejected the listing, for the maker to fix before submitting again. */
    rejectionReason: text('rejection_reason'),
    /**
     * A live product's ingredients as its maker changed them, awaiting ops' review: the live
     * text stays on sale until the change is approved (then it replaces it) or rejected.
     */
    proposedIngredients: text('proposed_ingredients'),
    /**
     * A live product's price (paise) and pictures or lab report (their URLs) as its maker changed
     * them, awaiting the same review: the live price and files stay on sale until then.
     */
    proposedPricePaise: integer('proposed_price_paise'),
    proposedMedia: jsonb('proposed_media').$type<ProposedMedia>(),
    /** When and by whom the change awaiting review (any of the three above) was last made. */
    proposedAt: timestamptz('proposed_at'),
    proposedByUserId: integer('proposed_by_user_id'),
    /** Why ops refused the last change of a live product; cleared by the next one. */
    changeRejectionReason: text('change_rejection_reason'),
    /** A new variant (NPI) points at the product it is another size or pack of. */
    variantOfProductId: integer('variant_of_product_id').references((): AnyPgColumn => products.id),
    listImage: text('list_image').notNull(),
    listImage2: text('list_image2').notNull(),
    detailImage: text('detail_image').notNull(),
    cartImage: text('cart_image').notNull(),
    testReportDocument: text('test_report_document'),
    testReportImage: text('test_report_image'),
    rating: real('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    /** Category, subcategory, maker and tag words, so the vector below can rank them. */
    searchKeywords: text('search_keywords').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("search_keywords", '')), 'B') || setweight(to_tsvector('english', coalesce("ingredients", '')), 'C') || setweight(to_tsvector('english', coalesce("description", '')), 'D')`,
      ),
    /**
     * When the listing was first approved: 'new launched' and /newproducts show the last 30
     * days'. Null until then.
     */
    approvedAt: timestamptz('approved_at').defaultNow(),
    /** Moves on every hub edit: an edit made on an older version is refused (STALE_VERSION). */
    version: editVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.subcategoryId, t.id),
    index('products_maker_idx').on(t.makerId, t.id),
    index('products_approved_idx').on(t.approvedAt),
    // The hub's products list: by state, awaiting review, by name or price, and a family.
    index('products_listing_state_idx').on(t.listingState, t.id),
    index('products_review_idx')
      .on(t.id)
      .where(
        sql`${t.listingState} = 'submitted' OR ${t.proposedIngredients} IS NOT NULL OR ${t.proposedPricePaise} IS NOT NULL OR ${t.proposedMedia} IS NOT NULL`,
      ),
    // The hub's 'Newest first' (and 'Created' either way), a page an index walk.
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_price_idx').on(t.pricePaise, t.id),
    index('products_variant_of_idx')
      .on(t.variantOfProductId)
      .where(sql`${t.variantOfProductId} IS NOT NULL`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Search finds name matches first without reading every product a broad word matches.
    index('products_name_search_idx').using('gin', sql`to_tsvector('english', ${t.name})`),
    // What is on sale, in id order: deep pages and their counts read only these small indexes.
    index('products_on_sale_idx')
      .on(t.id)
      .where(sql`${t.isActive}`),
    // The few withdrawn from sale: counts over the kept stock figure leave them out (decision 051).
    index('products_off_sale_idx')
      .on(t.id)
      .where(sql`NOT ${t.isActive}`),
    index('products_category_on_sale_idx')
      .on(t.categoryId, t.subcategoryId, t.id)
      .where(sql`${t.isActive}`),
    // The products that can take a batch (on sale or waiting for review, of approved makers)
    // counted from this index alone: the batch page's count read the whole table before (144 ms
    // on 100,000, now 11-29).
    index('products_batchable_maker_idx')
      .on(t.makerId)
      .where(sql`${t.isActive} OR ${t.listingState} = 'submitted'`),
    // Most reviewed first: recommendations and 'Handpicked for you'.
    index('products_popular_idx')
      .on(sql`${t.numReviews} DESC`, sql`${t.rating} DESC`, t.id)
      .where(sql`${t.isActive} AND ${t.showStock}`),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_on_sale_approved', sql`NOT ${t.isActive} OR ${t.listingState} = 'approved'`),
    check(
      'products_approved_dated',
      sql`${t.listingState} <> 'approved' OR ${t.approvedAt} IS NOT NULL`,
    ),
    check(
      'products_change_of_live',
      sql`(${t.proposedIngredients} IS NULL AND ${t.proposedPricePaise} IS NULL AND ${t.proposedMedia} IS NULL) OR ${t.listingState} = 'approved'`,
    ),
  ],
);

/**
 * Stock arrives in batches: planned by the maker, inwarded at the hub, approved after checks.
 * Only approved batches are stock in hand; preorder products may also sell from the others.
 */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: serialId(),
    productId: partOf('product_id', () => products.id),
    status: text('status', { enum: BATCH_STATUSES }).notNull(),
    quantity: integer('quantity').notNull(),
    /** What is left to sell from this batch; orders decrement it under a row lock. */
    quantityRemaining: integer('quantity_remaining').notNull(),
    /** When a planned batch is expected at the hub (drives preorder delivery dates). */
    expectedAt: timestamptz('expected_at'),
    bestBefore: date('best_before', { mode: 'string' }),
    /** The day the maker packed it, when known: shown to customers beside the best-before. */
    packedOn: date('packed_on', { mode: 'string' }),
    /** What the maker planned to send; set when the batch is received, so short or over shows. */
    plannedQuantity: integer('planned_quantity'),
    receivedAt: timestamptz('received_at'),
    receivedByUserId: integer('received_by_user_id'),
    /**
     * A photo taken at the hub's door, when one was added: its path under the private upload
     * folder (never /media), served to hub users by GET api/hub/batches/{id}/receipt-photo/.
     */
    receiptPhoto: text('receipt_photo'),
    /** The quality check: when, by whom, and why a rejected batch was refused. */
    checkedAt: timestamptz('checked_at'),
    checkedByUserId: integer('checked_by_user_id'),
    rejectionReason: text('rejection_reason'),
    /** A write-off or recall (issue 38 §5): why, and when the batch stopped selling. */
    stopReason: text('stop_reason'),
    stoppedAt: timestamptz('stopped_at'),
    /** Moves on every hub edit: an edit made on an older version is refused (STALE_VERSION). */
    version: editVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_batches_product_idx').on(t.productId, t.status),
    // The hub's batches list: one state, or sorted by a date, a page at a time without sorting
    // every batch (120,000 on the bench's catalogue: 110-135 ms a page before, under 1 ms after).
    index('stock_batches_status_idx').on(t.status, t.id),
    index('stock_batches_best_before_idx').on(t.bestBefore, t.id),
    // One state by best-before (the planned batches, soonest first), from this index alone: by
    // best-before among every batch, a page of the 5,000 planned read some 3,700 batches.
    index('stock_batches_status_best_before_idx').on(t.status, t.bestBefore, t.id),
    index('stock_batches_expected_idx').on(t.expectedAt, t.id),
    // 'Expiring soon' (Today's tile and the list's filter): the batches still selling with units
    // left, by best-before, so their count is read from this index alone and not from every
    // batch of the days asked (a fifth of them on the bench's catalogue sold out or stopped).
    index('stock_batches_expiring_idx')
      .on(t.bestBefore, t.id)
      .where(
        sql`${t.quantityRemaining} > 0 AND ${t.status} IN ('planned', 'inwarded', 'approved')`,
      ),
    index('stock_batches_created_idx').on(t.createdAt, t.id),
    // Whether a product can be bought (search and listings put those first) reads only batches
    // with stock left, and from this index alone: a check per product without touching the table.
    index('stock_batches_left_idx')
      .on(t.productId, t.status)
      .where(sql`${t.quantityRemaining} > 0`),
    check(
      'stock_batches_remaining_range',
      sql`${t.quantityRemaining} >= 0 AND ${t.quantityRemaining} <= ${t.quantity}`,
    ),
  ],
);

/**
 * The kept stock figure (decision 051): per product, what its batches still hold, summed as the
 * catalogue counts it, so a listing, search's 'in stock first' and Today's 'running low' read one
 * row instead of summing batches. Nothing in the code writes it: triggers on stock_batches add
 * each statement's change in the same transaction (migration product_stock), so every sale,
 * release, receipt, check, expiry and correction moves it, whoever makes it. No row means none.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** quantityRemaining summed over approved batches: stock in hand. */
    inHand: integer('in_hand').notNull().default(0),
    /** quantityRemaining summed over planned and inwarded batches: preorders may sell these. */
    awaited: integer('awaited').notNull().default(0),
  },
  (t) => [
    // Today's 'running low' walks the products with a little left, fewest first, from here.
    index('product_stock_low_idx')
      .on(t.inHand, t.awaited, t.productId)
      .where(sql`${t.inHand} > 0`),
    check('product_stock_not_negative', sql`${t.inHand} >= 0 AND ${t.awaited} >= 0`),
  ],
);

/**
 * How many products are running low: more than none and fewer than LOW_STOCK_UNITS on the shelf
 * (decision 051), off sale or not. One row, kept by triggers on product_stock (migration
 * low_stock_count) in the same transaction as the figure it counts, so Today's 'running low'
 * reads a number instead of counting 27,000 figures on the bench's catalogue; it then takes off
 * the few products off sale. No row means none.
 */
export const lowStockCount = pgTable(
  'low_stock_count',
  {
    /** Always true: the key that keeps the table to one row. */
    one: boolean('one').primaryKey().default(true),
    products: integer('products').notNull().default(0),
  },
  (t) => [check('low_stock_count_one_row', sql`${t.one}`)],
);

/**
 * How many batches are in each status, kept like product_stock by the triggers on stock_batches
 * (decision 051): the hub's batches list counts every batch of a status for its pager from here,
 * not by counting 120,000 rows a page. No row means none.
 */
export const batchCounts = pgTable('batch_counts', {
  status: text('status', { enum: BATCH_STATUSES }).primaryKey(),
  batches: integer('batches').notNull().default(0),
});

export const collections = pgTable('collections', {
  id: serialId(),
  name: text('name').notNull(),
  type: text('type', { enum: COLLECTION_TYPES }).notNull(),
  tileImage: text('tile_image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** The shop shows it from this time (null: at once) until before `activeTo` (null: always). */
  activeFrom: timestamptz('active_from'),
  activeTo: timestamptz('active_to'),
  version: editVersion(),
});

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: partOf('collection_id', () => collections.id),
    productId: partOf('product_id', () => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

export const banners = pgTable('banners', {
  id: serialId(),
  name: text('name').notNull(),
  largeImage: text('large_image').notNull(),
  mediumImage: text('medium_image').notNull(),
  smallImage: text('small_image').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** The carousel shows it from this time (null: at once) until before `activeTo` (null: always). */
  activeFrom: timestamptz('active_from'),
  activeTo: timestamptz('active_to'),
  version: editVersion(),
});

/** Additives and ingredients no product in the shop may contain (the prohibited-items page). */
export const bannedIngredients = pgTable('banned_ingredients', {
  id: serialId(),
  name: text('name').notNull().unique(),
  aliases: text('aliases').array().notNull(),
  functions: text('functions').array().notNull(),
});
