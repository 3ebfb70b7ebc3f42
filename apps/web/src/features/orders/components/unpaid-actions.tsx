import { istTime } from '@makers-pantry/domain/delivery-time';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { ApiError } from '../../../lib/api';
import { takeOrderedFromCart } from '../../../lib/cart-store';
import { payAndConfirm, type OpenPayment } from '../../../lib/payment-checkout';
import { paymentOf, useCancelUnpaid } from '../api/unpaid-checkout';
import styles from './payment-card.module.css';

/**
 * An unpaid checkout in My Orders (decision 023): until its hold ends the shopper may pay it
 * ('Pay now' opens the provider's dialog for it) or give it up ('Cancel' gives its stock back).
 * Once paid, its items leave the cart, as they do when paying at checkout.
 */
export function UnpaidActions({ paymentId, payBy }: { paymentId: number; payBy: string }) {
  const navigate = useNavigate();
  const cancel = useCancelUnpaid();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const dialog = useRef<OpenPayment | null>(null);
  // Leaving My Orders closes a dialog opened from it.
  useEffect(() => () => dialog.current?.close(), []);

  const payNow = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const payment = await paymentOf(paymentId);
      if (!payment.razorpayCheckoutOptions) {
        setBusy(false);
        if (payment.paymentStatus === 'completed')
          return void navigate(paths.orderConfirm(paymentId));
        return setProblem('This order can no longer be paid. Its items were put back on sale.');
      }
      dialog.current = await payAndConfirm(paymentId, payment.razorpayCheckoutOptions, {
        busy: setBusy,
        problem: setProblem,
        confirmed: (confirmed) => {
          takeOrderedFromCart(
            confirmed.orders.flatMap((order) =>
              order.items.map((item) => ({ id: item.productId, quantity: item.quantity })),
            ),
          );
          void navigate(paths.orderConfirm(paymentId));
        },
      });
    } catch (error) {
      setBusy(false);
      setProblem(error instanceof ApiError ? error.detail : 'The payment could not be opened.');
    }
  };

  return (
    <div className={styles.unpaid} onClick={(event) => event.stopPropagation()}>
      <p className={styles.unpaidNote}>
        Waiting for your payment. Pay by {istTime(new Date(payBy)).toLowerCase()}, or its items go
        back on sale.
      </p>
      <div className={styles.unpaidButtons}>
        <button
          type="button"
          className="button"
          disabled={busy || cancel.isPending}
          onClick={() => void payNow()}
        >
          Pay now
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy || cancel.isPending}
          onClick={() => cancel.mutate(paymentId)}
        >
          Cancel
        </button>
      </div>
      {(problem ?? cancel.error) && (
        <p className={styles.pod} role="alert">
          {problem ?? cancel.error?.detail}
        </p>
      )}
    </div>
  );
}
