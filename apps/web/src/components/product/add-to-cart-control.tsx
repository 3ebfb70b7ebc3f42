import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast';
import { track } from '../../lib/analytics';
import {
  addOneToCart,
  removeOneFromCart,
  useQuantityInCart,
  type CartProduct,
} from '../../lib/cart-store';
import styles from './add-to-cart-control.module.css';

export const NO_MORE_STOCK = 'Sorry! No more stock';

/** Adds one unit, or says there is no more stock. */
export function addWithMessage(product: CartProduct, quantityInCart: number) {
  if (!addOneToCart(product)) {
    toast.error(NO_MORE_STOCK, { id: `no-stock-${product.id}` });
    return;
  }
  track('added_product', {
    productId: product.id,
    name: product.name,
    price: product.price,
    quantity: quantityInCart + 1,
  });
}

/** ADD, then minus / quantity / plus once the product is in the cart. */
export function AddToCartControl({
  product,
  size = 'small',
}: {
  product: CartProduct;
  size?: 'small' | 'large';
}) {
  const quantity = useQuantityInCart(product.id);
  const sizeClass = size === 'large' ? styles.large : '';
  // ADD and the stepper replace each other; keyboard focus follows so it is not lost to <body>.
  const addButton = useRef<HTMLButtonElement>(null);
  const plusButton = useRef<HTMLButtonElement>(null);
  const keepFocus = useRef(false);
  const inCart = quantity > 0;
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    (inCart ? plusButton : addButton).current?.focus();
  }, [inCart]);
  const rememberFocus = (event: React.MouseEvent<HTMLButtonElement>) => {
    keepFocus.current = document.activeElement === event.currentTarget;
  };

  if (quantity <= 0) {
    return (
      <button
        type="button"
        className={`${styles.add} ${sizeClass}`}
        ref={addButton}
        onClick={(event) => {
          rememberFocus(event);
          addWithMessage(product, quantity);
        }}
        aria-label={`Add ${product.name} to cart`}
      >
        ADD
      </button>
    );
  }
  return (
    <div
      className={`${styles.stepper} ${sizeClass}`}
      role="group"
      aria-label={`${product.name} in cart`}
    >
      <button
        type="button"
        className={styles.step}
        onClick={(event) => {
          rememberFocus(event);
          removeOneFromCart(product.id);
        }}
        aria-label={
          quantity === 1 ? `Remove ${product.name} from cart` : `One less ${product.name}`
        }
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.quantity} aria-live="polite" aria-label={`Quantity ${quantity}`}>
        {quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        ref={plusButton}
        onClick={() => addWithMessage(product, quantity)}
        aria-label={`One more ${product.name}`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
