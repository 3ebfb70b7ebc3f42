import type { ProductListItem, ProductPage } from '@makers-pantry/domain/catalog';

const tomorrowMorning = {
  id: 1,
  type: 10,
  date: '2026-01-02',
  startDatetime: '2026-01-02T00:30:00Z',
  endDatetime: '2026-01-02T02:30:00Z',
  promisedDeliveryTime: null,
};

/** A sellable product as the API lists it; override what a test cares about. */
export function aProduct(overrides: Partial<ProductListItem> = {}): ProductListItem {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Product ${id}`,
    listImage: `/media/p${id}.webp`,
    listImage2: `/media/p${id}-2.webp`,
    detailImage: `/media/p${id}-d.webp`,
    cartImage: `/media/p${id}-c.webp`,
    packageSize: 500,
    measurementUnit: 'g',
    price: 120,
    quantityAvailable: 10,
    showStock: true,
    rating: 4.2,
    numReviews: 3,
    specialityTag: null,
    vegIndicator: 'Veg',
    earliestDeliverySlot: tomorrowMorning,
    testReportDocument: null,
    testReportImage: null,
    canSellBeforeStocking: false,
    isStockInHand: true,
    seller: { id: 1, storeName: 'Amma Kitchen' },
    ...overrides,
  };
}

/** One page of a paged product list. */
export function aPage(products: ProductListItem[], pageNum = 1, numPages = 1): ProductPage {
  return {
    products,
    paginator: { productsCount: products.length * numPages, pageNum, numPages, pageSize: 30 },
  };
}
