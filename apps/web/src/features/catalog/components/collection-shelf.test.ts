import { describe, expect, it } from 'vitest';
import { aProduct } from '../../../testing/product-fixture';
import { collectionShelf } from './collection-shelf';

const ids = (products: { id: number }[]) => products.map((product) => product.id);

describe('collectionShelf', () => {
  it('leaves out products without an earliest delivery slot', () => {
    const shelf = collectionShelf([
      aProduct({ id: 1 }),
      aProduct({ id: 2, earliestDeliverySlot: null }),
    ]);
    expect(ids(shelf)).toEqual([1]);
  });

  it('leaves out products whose stock is not shown', () => {
    const shelf = collectionShelf([aProduct({ id: 1, showStock: false }), aProduct({ id: 2 })]);
    expect(ids(shelf)).toEqual([2]);
  });

  it('puts in-stock products before sold-out ones, keeping the curated order within each', () => {
    const shelf = collectionShelf([
      aProduct({ id: 1, quantityAvailable: 0 }),
      aProduct({ id: 2, quantityAvailable: 5 }),
      aProduct({ id: 3, quantityAvailable: 0 }),
      aProduct({ id: 4, quantityAvailable: 1 }),
    ]);
    expect(ids(shelf)).toEqual([2, 4, 1, 3]);
  });

  it('is empty when nothing can be sold', () => {
    expect(collectionShelf([aProduct({ earliestDeliverySlot: null })])).toEqual([]);
  });
});
