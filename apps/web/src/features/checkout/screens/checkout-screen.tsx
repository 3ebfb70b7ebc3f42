import { addressLine } from '@makers-pantry/domain/addresses';
import { slotLabel } from '@makers-pantry/domain/delivery-time';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import { PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import {
  podRefusal,
  type CreateOrderResponse,
  type RazorpayCheckoutOptions,
} from '@makers-pantry/domain/orders';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { ApiError } from '../../../lib/api';
import { cartStillHolds, readCart, takeOrderedFromCart, useCart } from '../../../lib/cart-store';
import { clearDiscount, useDiscount } from '../../../lib/discount-store';
import {
  loadPaymentCheckout,
  payAndConfirm,
  type OpenPayment,
} from '../../../lib/payment-checkout';
import { clearSlotSelection, useSlotSelection } from '../../../lib/slot-selection';
import {
  createOrder,
  useCustomerCredit,
  useDeliveryAddress,
  usePodAllowed,
} from '../api/checkout-requests';
import {
  attemptKeyFor,
  fingerprintOf,
  forgetAttempt,
  isUnfinished,
  keyHasEnded,
} from '../checkout-attempt';
import { checkoutTotals } from '../checkout-totals';
import { PaymentButtons } from '../components/payment-buttons';
import styles from './checkout-screen.module.css';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

const CART_CHANGED =
  'Your cart has changed since these deliveries were chosen (perhaps in another tab). Please choose your delivery slots again.';

/** /checkout/{addressId}: the address, each delivery with its slot, totals, and how to pay. */
export function CheckoutScreen() {
  const addressId = Number(useParams().addressId);
  const navigate = useNavigate();
  const selection = useSlotSelection();
  const storedCoupon = useDiscount();
  const cart = useCart();
  /** Set when the cart, read afresh at the click, no longer matched (before any storage event). */
  const [cartChangedAtClick, setCartChangedAtClick] = useState(false);
  const address = useDeliveryAddress(addressId);
  const isCustomerPodAllowed = usePodAllowed();
  const creditRupees = useCustomerCredit();
  const [busy, setBusy] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [scriptReady, setScriptReady] = useState(false);
  /** The payment dialog this screen opened: leaving the screen (Back) closes it. */
  const openDialog = useRef<OpenPayment | null>(null);
  const now = useMemo(() => new Date(), []);

  useEffect(() => () => openDialog.current?.close(), []);

  useEffect(() => {
    loadPaymentCheckout().then(
      () => setScriptReady(true),
      () => setPaymentError('The payment page could not be loaded. Please try again later.'),
    );
  }, []);

  if (!selection || selection.addressId !== addressId)
    return (
      <section className={`page narrow ${styles.page}`}>
        <h1 className={styles.title}>Checkout</h1>
        <p>Please choose your delivery slots first.</p>
        <Link className="button" to={paths.deliverySlots(addressId)}>
          Choose delivery slots
        </Link>
      </section>
    );
  if (address.error) return <ApiErrorView error={address.error} />;

  // The cart is one across tabs: changed in another tab (or here, by Back), the choice is stale.
  const cartChanged = cartChangedAtClick || !cartStillHolds(selection.fromCart, cart);
  const totals = checkoutTotals(selection, storedCoupon, rupeesToPaise(creditRupees));
  const coupon = totals.coupon;
  const refusal = podRefusal({
    payableRupees: paiseToRupees(totals.payable),
    itemCount: totals.itemCount,
    anySlotRefusesPod: selection.isPodNotAllowed,
    isCustomerPodAllowed,
  });

  const orderBody = (paymentMethod: 10 | 20) => ({
    selectedOption: {
      slots: selection.slots.map(({ slot, products }) => ({
        id: slot.id,
        products: products.map(({ id, quantityPossible }) => ({ id, quantityPossible })),
      })),
    },
    address: addressId,
    deliveryFee: selection.delFee,
    paymentMethod,
    ...(coupon ? { discountCode: coupon.discountCode } : {}),
  });
  // This tab began paying for exactly this order and did not finish: Pay resumes it.
  const unfinished = isUnfinished(fingerprintOf(orderBody(PAYMENT_METHOD.ONLINE)));

  const done = (paymentId: number) => {
    forgetAttempt();
    takeOrderedFromCart(selection.fromCart);
    clearSlotSelection();
    clearDiscount();
    void navigate(paths.orderConfirm(paymentId), { replace: true });
  };

  const openPayment = async (paymentId: number, options: RazorpayCheckoutOptions) => {
    openDialog.current = await payAndConfirm(paymentId, options, {
      busy: setBusy,
      problem: setPaymentError,
      confirmed: () => done(paymentId),
    });
  };

  const order = async (paymentMethod: 10 | 20) => {
    if (!cartStillHolds(selection.fromCart, readCart())) {
      setCartChangedAtClick(true);
      return;
    }
    setBusy(true);
    setOrderError(null);
    setPaymentError(null);
    try {
      // The same order resumes its unpaid checkout by its key (a retry after a failure, a reload);
      // a changed one gets a new key, and the server gives the old one's hold back.
      const body = orderBody(paymentMethod);
      const placed: CreateOrderResponse = await createOrder(
        body,
        attemptKeyFor(fingerprintOf(body)),
      );
      if (!placed.razorpayCheckoutOptions) return done(placed.myjaxyPaymentId);
      await openPayment(placed.myjaxyPaymentId, placed.razorpayCheckoutOptions);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && keyHasEnded(error.code)) forgetAttempt();
      setOrderError(error instanceof ApiError ? error.detail : 'Your order could not be placed.');
    }
  };

  return (
    <section className={`page ${styles.page}`} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>
        Checkout
      </h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="address-title">
            <h2 id="address-title">Delivery address</h2>
            {address.data ? (
              <p>
                <strong>{address.data.name}</strong>, {address.data.mobile}
                <br />
                {addressLine(address.data)}
              </p>
            ) : (
              <p className={styles.muted}>Loading the address…</p>
            )}
          </section>
          {selection.slots.map(({ slot, products }, index) => (
            <section
              key={slot.id}
              className={styles.card}
              aria-labelledby={`delivery-${index}-title`}
            >
              <h2 id={`delivery-${index}-title`}>Delivery {index + 1}</h2>
              <p className={styles.slot}>{slotLabel(slot, now)}</p>
              <ul className={styles.products}>
                {products.map((product) => (
                  <li key={product.id}>
                    <span>
                      {product.name}{' '}
                      <span className={styles.muted}>
                        {product.packageSize} {product.measurementUnit} x {product.quantityPossible}
                      </span>
                    </span>
                    <span>{formatRupees(product.price * product.quantityPossible)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <aside className={styles.card} aria-label="Bill">
          <dl className={styles.totals}>
            <div>
              <dt>Items total</dt>
              <dd>{rupees(totals.items)}</dd>
            </div>
            {totals.discount > 0 && (
              <div>
                <dt>Discount ({coupon?.discountCode})</dt>
                <dd>-{rupees(totals.discount)}</dd>
              </div>
            )}
            <div>
              <dt>Delivery fees</dt>
              <dd>{rupees(totals.deliveryFees)}</dd>
            </div>
            {totals.credit > 0 && (
              <div>
                <dt>Your credit</dt>
                <dd>-{rupees(totals.credit)}</dd>
              </div>
            )}
            <div className={styles.payable}>
              <dt>To pay</dt>
              <dd>{rupees(totals.payable)}</dd>
            </div>
          </dl>
          {orderError && (
            <div className={styles.error} role="alert">
              <p>{orderError}</p>
              <Link className="button button-secondary" to={paths.cart}>
                Change Order
              </Link>
            </div>
          )}
          {cartChanged && (
            <div className={styles.error} role="alert">
              <p>{CART_CHANGED}</p>
              <Link className="button button-secondary" to={paths.deliverySlots(addressId)}>
                Choose delivery slots
              </Link>
            </div>
          )}
          {unfinished && !paymentError && !busy && (
            <p className={styles.muted} role="status">
              Your payment for this order was not finished. Pay to continue with the same order.
            </p>
          )}
          {paymentError && (
            <p className={styles.error} role="alert">
              {paymentError}
            </p>
          )}
          <PaymentButtons
            payable={rupees(totals.payable)}
            nothingToPay={totals.payable <= 0}
            podRefusal={refusal}
            busy={busy || cartChanged}
            canPayOnline={scriptReady && totals.itemCount > 0}
            onPayOnline={() => void order(PAYMENT_METHOD.ONLINE)}
            onPayOnDelivery={() => void order(PAYMENT_METHOD.POD)}
            onPlaceOrder={() => void order(PAYMENT_METHOD.ONLINE)}
          />
        </aside>
      </div>
    </section>
  );
}
