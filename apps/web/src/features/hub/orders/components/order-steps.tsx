import { useState } from 'react';
import {
  DELIVERY_FAILURE_REASONS,
  DELIVERY_FAILURE_WORDS,
  type DeliveryFailureReason,
} from '@makers-pantry/domain/failed-delivery';
import type { HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { STEP_BUTTONS } from '../../ui/order-texts';
import { stepButtons } from '../../ui/step-buttons';
import { useDeliveryStep } from '../api/delivery-steps';
import { useMoveOrder } from '../api/order-moves';
import { failedOutcome, returnOutcome } from '../delivery-outcomes';
import styles from './order-steps.module.css';
import { DoorCashModal } from './door-cash-modal';
import { ReattemptModal } from './reattempt-modal';
import { StepOutcome } from './step-outcome';

type Step = 'delivered' | 'failed' | 'reattempt' | 'return' | 'cash';

/** Whether the door's cash can be recorded now: pay on delivery, not yet recorded, left the hub. */
const cashToRecord = (page: HubOrderPage) =>
  page.order.paymentMethod === PAYMENT_METHOD.POD &&
  !page.order.podCollection.isCompleted &&
  page.order.podCollection.toCollect > 0 &&
  (page.order.status === ORDER_STATUS.OUT_FOR_DELIVERY ||
    page.order.status === ORDER_STATUS.DELIVERED);

/** The one-click steps of the hub's floor: packed, then sent out (delivered asks first, below). */
const ONE_CLICK = [ORDER_STATUS.PACKED, ORDER_STATUS.OUT_FOR_DELIVERY] as const;

/**
 * The order page's one set of next steps (issue 38): packed and sent out in one click; at the door
 * delivered (confirmed), failed with why, a failed one re-attempted in a slot the server offers or
 * returned to the hub, and the cash taken (all or part); cancel. Each door step says what happens
 * to stock and money before it is confirmed. The board keeps its own quicker buttons per row; the
 * page shows these alone, so no step is offered twice under two names.
 */
export function OrderSteps({ page, onCancel }: { page: HubOrderPage; onCancel: () => void }) {
  const id = page.order.id;
  const number = page.order.number;
  const [step, setStep] = useState<Step | null>(null);
  const [reason, setReason] = useState<DeliveryFailureReason>('not_at_home');
  const move = useMoveOrder();
  const delivered = useDeliveryStep(id, 'delivered');
  const failed = useDeliveryStep(id, 'delivery-failed');
  const back = useDeliveryStep(id, 'return-to-hub');
  const close = () => {
    delivered.reset();
    failed.reset();
    back.reset();
    setStep(null);
  };
  // The server's sentences name the order by its internal id; the hub speaks the customer's number.
  const done = (said: string) => () => {
    toast.success(said);
    close();
  };
  const out = page.order.status === ORDER_STATUS.OUT_FOR_DELIVERY;
  const cash = cashToRecord(page);
  const forward = ONE_CLICK.filter((status) => page.order.nextStatuses.includes(status));
  const cancellable = page.order.nextStatuses.includes(ORDER_STATUS.CANCELLED);
  if (!out && !page.awaitsDecision && !cash && forward.length === 0 && !cancellable) return null;
  const button = stepButtons<Step>(setStep);
  return (
    <section className={styles.buttons} aria-label="Next steps">
      {forward.map((status) => (
        <button
          key={status}
          type="button"
          className="button"
          disabled={move.isPending}
          onClick={() =>
            move.mutate(
              { id, status, version: page.version },
              {
                onSuccess: ({ detail }) => toast.success(detail),
                onError: (error) => toast.error(error.detail),
              },
            )
          }
        >
          {STEP_BUTTONS[status]}
        </button>
      ))}
      {out && (
        <>
          {button('delivered', 'Mark delivered', false)}
          {button('failed', 'Delivery failed')}
        </>
      )}
      {page.awaitsDecision && (
        <>
          {button('reattempt', 'Re-attempt', false)}
          {button('return', 'Return to the hub')}
        </>
      )}
      {cash && button('cash', 'Record cash collected')}
      {cancellable && (
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel the order
        </button>
      )}
      <ChangeModal
        open={step === 'delivered'}
        title={`Mark order ${number} delivered?`}
        {...changeModalProps(delivered, { label: 'Yes, delivered', onClose: close })}
        onSubmit={() =>
          delivered.mutate(
            { version: page.version },
            { onSuccess: done(`Order ${number} is delivered.`) },
          )
        }
      >
        <p>The customer has the order in hand.</p>
      </ChangeModal>
      <ChangeModal
        open={step === 'failed'}
        tone="danger"
        title={`Order ${number} could not be delivered`}
        {...changeModalProps(failed, { label: 'Mark failed', onClose: close })}
        onSubmit={() =>
          failed.mutate(
            { version: page.version, reason },
            {
              onSuccess: done(
                `Order ${number} is back at the hub. Re-attempt it in another slot or return it.`,
              ),
            },
          )
        }
      >
        <fieldset className={styles.choices}>
          <legend>Why</legend>
          {DELIVERY_FAILURE_REASONS.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="failure-reason"
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {DELIVERY_FAILURE_WORDS[value]}
            </label>
          ))}
        </fieldset>
        <StepOutcome outcome={failedOutcome(reason)} />
      </ChangeModal>
      <ReattemptModal
        key={`reattempt-${page.version}`}
        page={page}
        open={step === 'reattempt'}
        onClose={close}
      />
      <ChangeModal
        open={step === 'return'}
        tone="danger"
        title={`Return order ${number} to the hub?`}
        {...changeModalProps(back, { label: 'Return it', onClose: close })}
        onSubmit={() =>
          back.mutate(
            { version: page.version },
            { onSuccess: done(`Order ${number} is returned and cancelled.`) },
          )
        }
      >
        <p>The shop cancels the order.</p>
        <StepOutcome outcome={returnOutcome(page)} />
      </ChangeModal>
      <DoorCashModal
        key={`cash-${page.version}`}
        page={page}
        open={step === 'cash'}
        onClose={close}
      />
    </section>
  );
}
