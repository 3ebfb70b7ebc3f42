import type {
  BatchPage,
  CreatablePage,
  CreatableProduct,
  HubBatch,
} from '@makers-pantry/domain/hub-batches';

export const AMMAS = { id: 3, storeName: "Amma's Kitchen" };
export const KAVERI = { id: 7, storeName: 'Kaveri Farms' };

type ApprovedSeller = typeof AMMAS;

type Product = HubBatch['product'];

export const ragi: Product = { id: 41, name: 'Ragi Flour', packageSize: 500, measurementUnit: 'g' };
export const jaggery: Product = {
  id: 58,
  name: 'Jaggery Powder',
  packageSize: 1,
  measurementUnit: 'kg',
};

/** A planned batch of Amma's ragi flour; `changes` make it whatever a test needs. */
export function aBatch(changes: Partial<HubBatch> = {}): HubBatch {
  return {
    id: 12,
    version: 1,
    status: 'planned',
    product: { ...ragi },
    seller: AMMAS,
    quantity: 20,
    plannedQuantity: null,
    quantityOrdered: 0,
    quantityRemaining: 20,
    expectedAt: '2026-12-01T04:30:00.000Z',
    bestBefore: '2027-01-15',
    packedOn: null,
    expiresSoon: false,
    receivedAt: null,
    receivedBy: null,
    receiptPhoto: null,
    checkedAt: null,
    checkedBy: null,
    rejectionReason: null,
    stopReason: null,
    stoppedAt: null,
    createdAt: '2026-11-20T05:00:00.000Z',
    ...changes,
  };
}

export const creatable = (
  product: Product,
  seller = AMMAS,
  waitingForReview = false,
): CreatableProduct => ({ ...product, seller, waitingForReview });

export function aBatchPage(changes: Partial<BatchPage> = {}): BatchPage {
  const batches = changes.batches ?? [aBatch()];
  return { batches, batchesCount: batches.length, pageSize: 50, ...changes };
}

/** The answer of GET hub/batches/approved-sellers/ (the seller picker's makers), by default both. */
export const sellersToPick = (approvedSellers: ApprovedSeller[] = [AMMAS, KAVERI]) => ({
  'GET hub/batches/approved-sellers/': { body: { approvedSellers } },
});

/** A page of GET hub/batches/creatable-products/{sellers}/: these products of `count` in all. */
export const aCreatablePage = (
  creatableProducts: CreatableProduct[],
  count = creatableProducts.length,
): CreatablePage => ({ creatableProducts, creatableProductsCount: count, pageSize: 50 });
