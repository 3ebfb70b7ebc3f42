import type { CartItem, ProductListItem } from '@makers-pantry/domain/catalog';
import { readStored, STORAGE_KEYS, writeStored } from './storage';
import { useStoredValue } from './stored-value';

/** What the cart keeps of a product so it can draw a line before the server answers. */
export type CartProduct = Pick<
  ProductListItem,
  | 'id'
  | 'name'
  | 'price'
  | 'cartImage'
  | 'packageSize'
  | 'measurementUnit'
  | 'quantityAvailable'
  | 'earliestDeliverySlot'
>;

/** One line of the cart in `mp.cart`: the product snapshot plus how many are wanted. */
export interface CartLine extends CartProduct {
  quantity: number;
}

const EMPTY: CartLine[] = [];

const readCart = (): CartLine[] => readStored<CartLine[]>(STORAGE_KEYS.cart) ?? EMPTY;
const saveCart = (lines: CartLine[]) => writeStored(STORAGE_KEYS.cart, lines);

const snapshot = (product: CartProduct): CartProduct => ({
  id: product.id,
  name: product.name,
  price: product.price,
  cartImage: product.cartImage,
  packageSize: product.packageSize,
  measurementUnit: product.measurementUnit,
  quantityAvailable: product.quantityAvailable,
  earliestDeliverySlot: product.earliestDeliverySlot,
});

/** Every line of the cart, re-rendering on any change (this tab or another). */
export const useCart = (): CartLine[] => useStoredValue<CartLine[]>(STORAGE_KEYS.cart, EMPTY);

/** How many of one product are in the cart. */
export const useQuantityInCart = (productId: number): number =>
  useCart().find((line) => line.id === productId)?.quantity ?? 0;

/** The number on the cart button: every unit counts, as on a bill. */
export const useCartCount = (): number =>
  useCart().reduce((count, line) => count + Math.max(0, line.quantity), 0);

/**
 * Adds one unit while the cart holds fewer than `quantityAvailable` (spec section 4).
 * Returns false when there is no more stock, so the caller can say 'Sorry! No more stock'.
 * The snapshot is refreshed with what the screen just showed, which is the freshest we know.
 */
export function addOneToCart(product: CartProduct): boolean {
  const lines = readCart();
  const line = lines.find((l) => l.id === product.id);
  const quantity = line?.quantity ?? 0;
  if (quantity >= product.quantityAvailable) return false;
  const next: CartLine = { ...snapshot(product), quantity: quantity + 1 };
  saveCart(line ? lines.map((l) => (l.id === product.id ? next : l)) : [...lines, next]);
  return true;
}

/** Takes one unit away; at quantity 1 (or an already emptied line) the line leaves the cart. */
export function removeOneFromCart(productId: number) {
  const lines = readCart();
  const line = lines.find((l) => l.id === productId);
  if (!line) return;
  saveCart(
    line.quantity <= 1
      ? lines.filter((l) => l.id !== productId)
      : lines.map((l) => (l.id === productId ? { ...l, quantity: l.quantity - 1 } : l)),
  );
}

/**
 * Applies the server's view of the cart (POST cart-list): each quantity becomes what can really
 * be sold (`quantityPossible`), and the snapshot takes the current price, image and slot.
 * Lines the server no longer knows, and lines at zero that carry no message, leave the cart.
 */
export function applyServerCart(items: CartItem[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const next = readCart().flatMap((line): CartLine[] => {
    const item = byId.get(line.id);
    if (!item) return [];
    if (item.quantityPossible <= 0 && !item.changeMessage) return [];
    return [{ ...snapshot(item), quantity: Math.max(0, item.quantityPossible) }];
  });
  saveCart(next);
}

/** Empties the cart (after an order is placed; logout and 401 clear all shop storage). */
export const clearCart = () => saveCart([]);

/** What the cart screen and checkout send to the server: ids and wanted quantities. */
export const cartRequest = (lines: CartLine[]) =>
  lines.map((line) => ({ id: line.id, quantityPossible: line.quantity }));
