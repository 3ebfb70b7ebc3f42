import type { PodRefusal } from '@makers-pantry/domain/orders';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import styles from './payment-buttons.module.css';

/** Why pay on delivery is off, in the shop's two hints and a sentence. */
const POD_HINTS: Record<PodRefusal, { hint: string; why: string }> = {
  'empty-cart': { hint: 'Not available', why: 'There is nothing to deliver yet.' },
  'above-cap': { hint: 'Not available', why: 'Pay on delivery is for orders up to ₹1,000.' },
  slot: { hint: 'POD unavailable', why: 'A chosen delivery slot takes prepaid orders only.' },
  customer: { hint: 'POD unavailable', why: 'Pay on delivery is not available for your account.' },
};

interface PaymentButtonsProps {
  payable: string;
  /** Nothing to pay (a code covers it): one 'Place Order' button. */
  nothingToPay: boolean;
  podRefusal: PodRefusal | null;
  busy: boolean;
  canPayOnline: boolean;
  onPayOnline: () => void;
  onPayOnDelivery: () => void;
  onPlaceOrder: () => void;
}

/** Pay online, pay on delivery (after its confirmation), or 'Place Order' when nothing is due. */
export function PaymentButtons(props: PaymentButtonsProps) {
  const [confirmPod, setConfirmPod] = useState(false);
  if (props.nothingToPay)
    return (
      <div className={styles.buttons}>
        <button type="button" className="button" disabled={props.busy} onClick={props.onPlaceOrder}>
          Place Order
        </button>
      </div>
    );
  const refusal = props.podRefusal ? POD_HINTS[props.podRefusal] : null;
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className="button"
        disabled={props.busy || !props.canPayOnline}
        onClick={props.onPayOnline}
      >
        Pay Online {props.payable}
      </button>
      <div className={styles.pod}>
        <button
          type="button"
          className="button button-secondary"
          disabled={props.busy || refusal !== null}
          aria-describedby={refusal ? 'pod-hint' : undefined}
          onClick={() => setConfirmPod(true)}
        >
          Pay on Delivery
        </button>
        {refusal && (
          <p id="pod-hint" className={styles.hint}>
            <strong>{refusal.hint}</strong> {refusal.why}
          </p>
        )}
      </div>
      <Modal
        open={confirmPod}
        title="Pay on Delivery"
        onClose={() => setConfirmPod(false)}
        cancelLabel="Cancel"
        actions={
          <button
            type="button"
            className="button"
            disabled={props.busy}
            onClick={() => {
              setConfirmPod(false);
              props.onPayOnDelivery();
            }}
          >
            Confirm Order
          </button>
        }
      >
        <p>
          Please keep {props.payable} ready in cash or UPI when your order arrives. Place the order
          now?
        </p>
      </Modal>
    </div>
  );
}
