import { useState } from 'react';
import {
  DELIVERY_FAILURE_REASONS,
  DELIVERY_FAILURE_WORDS,
  type DeliveryFailureReason,
} from '@makers-pantry/domain/failed-delivery';
import type { HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { useDeliveryStep } from '../api/delivery-steps';

type Step = 'delivered' | 'failed' | 'return';

/** The steps at the door: delivered (confirmed), failed with why, and a failed one returned. */
export function DeliverySteps({ page }: { page: HubOrderPage }) {
  const id = page.order.id;
  const [step, setStep] = useState<Step | null>(null);
  const [reason, setReason] = useState<DeliveryFailureReason>('not_at_home');
  const delivered = useDeliveryStep(id, 'delivered');
  const failed = useDeliveryStep(id, 'delivery-failed');
  const back = useDeliveryStep(id, 'return-to-hub');
  const close = () => {
    delivered.reset();
    failed.reset();
    back.reset();
    setStep(null);
  };
  const done = (answer: { detail: string }) => {
    toast.success(answer.detail);
    setStep(null);
  };
  const out = page.order.status === 60;
  if (!out && !page.awaitsDecision) return null;
  return (
    <div className="button-row">
      {out && (
        <>
          <button type="button" className="button" onClick={() => setStep('delivered')}>
            Mark delivered
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setStep('failed')}
          >
            Delivery failed
          </button>
        </>
      )}
      {page.awaitsDecision && (
        <button type="button" className="button button-secondary" onClick={() => setStep('return')}>
          Return to the hub
        </button>
      )}
      <ChangeModal
        open={step === 'delivered'}
        title={`Mark order ${page.order.number} delivered?`}
        submitLabel="Yes, delivered"
        pending={delivered.isPending}
        error={delivered.error}
        onClose={close}
        onReload={close}
        onSubmit={() => delivered.mutate({ version: page.version }, { onSuccess: done })}
      >
        <p>The customer has the order in hand.</p>
      </ChangeModal>
      <ChangeModal
        open={step === 'failed'}
        tone="danger"
        title={`Order ${page.order.number} could not be delivered`}
        submitLabel="Mark failed"
        pending={failed.isPending}
        error={failed.error}
        onClose={close}
        onReload={close}
        onSubmit={() => failed.mutate({ version: page.version, reason }, { onSuccess: done })}
      >
        <fieldset>
          <legend>Why</legend>
          {DELIVERY_FAILURE_REASONS.map((value) => (
            <label key={value} className="radio-row">
              <input
                type="radio"
                name="failure-reason"
                checked={reason === value}
                onChange={() => setReason(value)}
              />{' '}
              {DELIVERY_FAILURE_WORDS[value]}
            </label>
          ))}
        </fieldset>
      </ChangeModal>
      <ChangeModal
        open={step === 'return'}
        tone="danger"
        title={`Return order ${page.order.number} to the hub?`}
        submitLabel="Return it"
        pending={back.isPending}
        error={back.error}
        onClose={close}
        onReload={close}
        onSubmit={() => back.mutate({ version: page.version }, { onSuccess: done })}
      >
        <p>
          Its stock goes back on the shelf; an online payment is refunded, pay on delivery is not
          charged.
        </p>
      </ChangeModal>
    </div>
  );
}
