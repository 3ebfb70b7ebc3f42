import type { CartItem, ProductListItem } from '@makers-pantry/domain/catalog';
import { useMemo } from 'react';
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

/** The cart as stored right now (outside React: request bodies, store updates). */
export const readCart = (): CartLine[] => asLines(readStored<unknown>(STORAGE_KEYS.cart));

/** Whatever is stored (an older shape, a hand edit) never breaks the shop: not a list, no lines. */
function asLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return EMPTY;
  return value.filter(
    (line: Partial<CartLine> | null): line is CartLine =>
      typeof line?.id === 'number' && typeof line.quantity === 'number',
  );
}
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
export function useCart(): CartLine[] {
  const stored = useStoredValue<unknown>(STORAGE_KEYS.cart, EMPTY);
  return useMemo(() => asLines(stored), [stored]);
}

/** How many of one product are in the cart. */
export const useQuantityInCart = (productId: number): number =>
  useCart().find((line) => line.id === productId)?.quantity ?? 0;

/** The number on the cart button: every unit counts, as on a bill. */
export const useCartCount = (): number =>
  useCart().reduce((count, line) => count + Math.max(0, line.quantity), 0);

/**
 * Adds one unit while the cart holds fewer than `quantityAvailable`.
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

/** One line of what the browser sends to POST cart-list. */
export interface CartRequestLine {
  id: number;
  quantityPossible: number;
  /** The price the customer last saw, so the server can say when it changed. */
  price: number;
}

/**
 * Applies the server's answer to POST cart-list (`items`) for the lines that were `sent`:
 * - a quantity becomes what can really be sold (`quantityPossible`), and the snapshot takes the
 *   current price, image, stock and slot;
 * - a line that drops to 0 stays (at 0) only when the server says why, so the cart can show the
 *   message once; the next refresh does not send it, and it leaves;
 * - a line the customer changed while the request was out keeps their quantity, capped by stock;
 * - lines added while the request was out are kept as they are.
 */
export function applyServerCart(items: CartItem[], sent: CartRequestLine[]) {
  const itemById = new Map(items.map((item) => [item.id, item]));
  const sentById = new Map(sent.map((line) => [line.id, line]));
  const next = readCart().flatMap((line): CartLine[] => {
    const sentLine = sentById.get(line.id);
    if (!sentLine) return line.quantity > 0 ? [line] : [];
    const item = itemById.get(line.id);
    if (!item) return [];
    // A product the shop no longer has comes back without a name; keep what we knew of it.
    const fresh = item.name ? snapshot(item) : { ...snapshot(line), quantityAvailable: 0 };
    if (line.quantity !== sentLine.quantityPossible) {
      const quantity = Math.min(line.quantity, item.quantityAvailable);
      return quantity > 0 ? [{ ...fresh, quantity }] : [];
    }
    if (item.quantityPossible <= 0 && !item.changeMessage) return [];
    return [{ ...fresh, quantity: Math.max(0, item.quantityPossible) }];
  });
  saveCart(next);
}

/** Puts a product opened by link (/cart/{id}) in the cart once; a product already there is left as it is. */
export function putInCart(item: CartItem): boolean {
  const lines = readCart();
  if (lines.some((line) => line.id === item.id)) return true;
  if (item.quantityPossible <= 0) return false;
  saveCart([...lines, { ...snapshot(item), quantity: item.quantityPossible }]);
  return true;
}

/** Checkout takes only lines with something in them. */
export function dropEmptyLines() {
  const lines = readCart();
  const kept = lines.filter((line) => line.quantity > 0);
  if (kept.length !== lines.length) saveCart(kept);
}

/** What a delivery choice was made for: the lines with a quantity, by id. */
export interface ChosenLine {
  id: number;
  quantity: number;
}

export const chosenLines = (lines: readonly ChosenLine[]): ChosenLine[] =>
  lines
    .filter((line) => line.quantity > 0)
    .map(({ id, quantity }) => ({ id, quantity }))
    .sort((a, b) => a.id - b.id);

/** Whether the cart still holds exactly the lines a delivery choice was made for. */
export function cartStillHolds(chosen: readonly ChosenLine[], lines: readonly CartLine[]) {
  const now = chosenLines(lines);
  const then = chosenLines(chosen);
  return (
    now.length === then.length &&
    now.every((line, i) => line.id === then[i]!.id && line.quantity === then[i]!.quantity)
  );
}

/**
 * After an order is placed (spec: the cart is cleared), takes out the lines the order was chosen
 * for (logout and a 401 clear all shop storage). The cart is one across tabs: what another tab
 * added while the payment was open stays for the next order.
 */
export function takeOrderedFromCart(ordered: readonly ChosenLine[]) {
  const taken = new Map<number, number>();
  for (const line of ordered) taken.set(line.id, (taken.get(line.id) ?? 0) + line.quantity);
  saveCart(
    readCart().flatMap((line) => {
      const left = line.quantity - (taken.get(line.id) ?? 0);
      return left > 0 ? [{ ...line, quantity: left }] : [];
    }),
  );
}

/** What the cart screen sends to the server: lines with a quantity, and the prices last seen. */
export const cartRequest = (lines: CartLine[]): CartRequestLine[] =>
  lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({ id: line.id, quantityPossible: line.quantity, price: line.price }));
