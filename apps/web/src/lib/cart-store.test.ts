import type { CartItem } from '@makers-pantry/domain/catalog';
import { beforeEach, describe, expect, it } from 'vitest';
import { aProduct } from '../testing/product-fixture';
import {
  addOneToCart,
  applyServerCart,
  cartRequest,
  dropEmptyLines,
  putInCart,
  readCart,
  removeOneFromCart,
} from './cart-store';

const serverItem = (overrides: Partial<CartItem> & { id: number }): CartItem => ({
  name: `Product ${overrides.id}`,
  price: 120,
  cartImage: '',
  packageSize: 500,
  measurementUnit: 'g',
  quantityPossible: 1,
  quantityAvailable: 10,
  changeMessage: null,
  earliestDeliverySlot: null,
  showStock: true,
  canSellBeforeStocking: false,
  isStockInHand: true,
  sellerId: 1,
  ...overrides,
});

const quantities = () => readCart().map((line) => [line.id, line.quantity]);

beforeEach(() => localStorage.clear());

describe('cart store', () => {
  it('keeps the cart in local storage under mp.cart', () => {
    addOneToCart(aProduct({ id: 1 }));
    addOneToCart(aProduct({ id: 1 }));
    addOneToCart(aProduct({ id: 2 }));
    expect(JSON.parse(localStorage.getItem('mp.cart') ?? '')).toEqual([
      expect.objectContaining({ id: 1, quantity: 2, name: 'Product 1', price: 120 }),
      expect.objectContaining({ id: 2, quantity: 1 }),
    ]);
  });

  it('adds only while the cart holds fewer than quantityAvailable', () => {
    const last = aProduct({ id: 1, quantityAvailable: 1 });
    expect(addOneToCart(last)).toBe(true);
    expect(addOneToCart(last)).toBe(false);
    expect(quantities()).toEqual([[1, 1]]);
  });

  it('removes a line when one is taken away at quantity 1', () => {
    addOneToCart(aProduct({ id: 1 }));
    addOneToCart(aProduct({ id: 1 }));
    removeOneFromCart(1);
    expect(quantities()).toEqual([[1, 1]]);
    removeOneFromCart(1);
    expect(quantities()).toEqual([]);
  });

  it("applies the server's quantityPossible and its current price", () => {
    for (let i = 0; i < 3; i++) addOneToCart(aProduct({ id: 1 }));
    const sent = cartRequest(readCart());
    expect(sent).toEqual([{ id: 1, quantityPossible: 3, price: 120 }]);
    applyServerCart(
      [serverItem({ id: 1, quantityPossible: 2, price: 130, changeMessage: 'Only 2 left' })],
      sent,
    );
    expect(readCart()).toEqual([expect.objectContaining({ id: 1, quantity: 2, price: 130 })]);
  });

  it('keeps a line emptied by the server while it has a message, and drops it on the next refresh', () => {
    addOneToCart(aProduct({ id: 1 }));
    addOneToCart(aProduct({ id: 2 }));
    const sent = cartRequest(readCart());
    applyServerCart(
      [
        serverItem({ id: 1, quantityPossible: 0, changeMessage: 'Sold out' }),
        serverItem({ id: 2, quantityPossible: 1 }),
      ],
      sent,
    );
    expect(quantities()).toEqual([
      [1, 0],
      [2, 1],
    ]);
    const next = cartRequest(readCart());
    expect(next.map((line) => line.id)).toEqual([2]);
    applyServerCart([serverItem({ id: 2, quantityPossible: 1 })], next);
    expect(quantities()).toEqual([[2, 1]]);
  });

  it('drops a line the server empties without saying why', () => {
    addOneToCart(aProduct({ id: 1 }));
    applyServerCart([serverItem({ id: 1, quantityPossible: 0 })], cartRequest(readCart()));
    expect(readCart()).toEqual([]);
  });

  it('keeps what the customer changed while the check was on its way, within stock', () => {
    addOneToCart(aProduct({ id: 1 }));
    const sent = cartRequest(readCart());
    addOneToCart(aProduct({ id: 1 }));
    addOneToCart(aProduct({ id: 1 }));
    addOneToCart(aProduct({ id: 9 }));
    applyServerCart([serverItem({ id: 1, quantityPossible: 1, quantityAvailable: 2 })], sent);
    expect(quantities()).toEqual([
      [1, 2],
      [9, 1],
    ]);
  });

  it('keeps the name and photo it knew of a product the shop no longer has', () => {
    addOneToCart(aProduct({ id: 4, name: 'Kokum Sherbet' }));
    applyServerCart(
      [serverItem({ id: 4, name: '', quantityPossible: 0, changeMessage: 'Gone' })],
      cartRequest(readCart()),
    );
    expect(readCart()).toEqual([
      expect.objectContaining({ id: 4, name: 'Kokum Sherbet', quantity: 0, quantityAvailable: 0 }),
    ]);
  });

  it('puts a linked product in the cart once, and only if it sells', () => {
    expect(putInCart(serverItem({ id: 5, quantityPossible: 1 }))).toBe(true);
    expect(putInCart(serverItem({ id: 5, quantityPossible: 1 }))).toBe(true);
    expect(putInCart(serverItem({ id: 6, quantityPossible: 0 }))).toBe(false);
    expect(quantities()).toEqual([[5, 1]]);
  });

  it('checkout keeps only lines with a quantity above 0', () => {
    addOneToCart(aProduct({ id: 1 }));
    addOneToCart(aProduct({ id: 2 }));
    applyServerCart(
      [
        serverItem({ id: 1, quantityPossible: 0, changeMessage: 'Sold out' }),
        serverItem({ id: 2, quantityPossible: 1 }),
      ],
      cartRequest(readCart()),
    );
    dropEmptyLines();
    expect(quantities()).toEqual([[2, 1]]);
  });
});

describe('a damaged stored cart', () => {
  it('reads as empty instead of breaking the shop', () => {
    localStorage.setItem('mp.cart', '{"not":"a list"}');
    expect(readCart()).toEqual([]);
    localStorage.setItem('mp.cart', '[null, {"id": 3}, {"id": 4, "quantity": 1}]');
    expect(readCart().map((line) => line.id)).toEqual([4]);
    expect(addOneToCart(aProduct({ id: 5 }))).toBe(true);
    expect(readCart().map((line) => line.id)).toEqual([4, 5]);
  });
});
