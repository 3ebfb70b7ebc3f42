/** Values the catalogue stores and the API returns, in one place for server and web. */
export const VEG_INDICATORS = ['Egg', 'Veg', 'Non-veg', 'Halal', 'Vegan'] as const;
export type VegIndicator = (typeof VEG_INDICATORS)[number];

/** The pack sizes' units a product is sold in ('500 g', '1 L', '6 pc'). */
export const MEASUREMENT_UNITS = ['g', 'kg', 'ml', 'L', 'pc', 'bunch'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/**
 * A product's listing (decision 028): a maker's draft, submitted for review, then approved (live:
 * it may be on sale) or rejected with a reason the maker sees, fixes and submits again.
 */
export const LISTING_STATES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const COLLECTION_TYPES = ['curation', 'madeWith', 'madeWithout', 'new_launched'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

/**
 * A batch's life (decision 026): planned by the maker, inwarded (received at the hub, counted),
 * then approved (on the shelf) or rejected at the quality check; any batch past its best-before
 * becomes expired. Only approved batches are stock in hand; preorder products may also sell from
 * awaited ones. Rejected and expired batches never sell; neither does an approved batch the hub
 * wrote off (what was left was damaged or spoiled early) or recalled (stopped at once, its
 * customers called: issue 38 §5).
 */
export const BATCH_STATUSES = [
  'planned',
  'inwarded',
  'approved',
  'rejected',
  'expired',
  'written_off',
  'recalled',
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** Stock on its way: a preorder product may sell from these before they are approved. */
export const AWAITED_BATCH_STATUSES = ['planned', 'inwarded'] as const satisfies BatchStatus[];

export const ROLES = ['customer', 'seller', 'ops', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Product analytics events, sampled at 50% in the browser. */
export const ANALYTICS_EVENT_NAMES = [
  'clicked_collection_tile',
  'clicked_category_tile',
  'clicked_banner',
  'search_submitted',
  'added_product',
  'clicked_checkout',
  'page_viewed',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];
