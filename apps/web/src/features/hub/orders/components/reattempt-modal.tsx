import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { useDeliveryStep, useReattemptSlots } from '../api/delivery-steps';
import { reattemptOutcome } from '../delivery-outcomes';
import styles from './order-steps.module.css';
import { StepOutcome } from './step-outcome';
import type { OrderModalProps } from './order-modal-props';

/**
 * A failed delivery goes out again: only the slots the server offers (the slot-move rules:
 * open, with room, taking the order's payment and address, on its day or later).
 */
export function ReattemptModal({ page, open, onClose }: OrderModalProps) {
  const id = page.order.id;
  const slots = useReattemptSlots(id, open);
  const reattempt = useDeliveryStep(id, 'reattempt');
  const [slotId, setSlotId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const offered = slots.data?.slots ?? [];
  const chosen = offered.find((slot) => slot.id === slotId);
  const modal = changeModalProps(reattempt, {
    label: 'Re-attempt in this slot',
    busy: 'Saving…',
    onClose,
    clear: () => setProblem(undefined),
  });
  return (
    <ChangeModal
      open={open}
      title={`Re-attempt order ${page.order.number}`}
      {...modal}
      onSubmit={() => {
        if (!chosen) return setProblem('Choose a slot.');
        setProblem(undefined);
        reattempt.mutate(
          { version: page.version, slotId: chosen.id },
          {
            onSuccess: () => {
              toast.success(`Order ${page.order.number} goes out again on ${chosen.text}.`);
              modal.onClose();
            },
          },
        );
      }}
    >
      {slots.isPending ? (
        <p>Finding the slots it can go out in…</p>
      ) : slots.error ? (
        <p className={styles.problem}>{slots.error.detail}</p>
      ) : offered.length === 0 ? (
        <p>
          No slot can take this order now (open, with room, taking its payment and address). Return
          it to the hub instead, or open a slot first.
        </p>
      ) : (
        <fieldset className={styles.choices}>
          <legend>Slot</legend>
          {offered.map((slot) => (
            <label key={slot.id} className={styles.choice}>
              <input
                type="radio"
                name="reattempt-slot"
                checked={slotId === slot.id}
                onChange={() => setSlotId(slot.id)}
              />
              {slot.text} ({slot.placesLeft} {slot.placesLeft === 1 ? 'place' : 'places'} left)
            </label>
          ))}
        </fieldset>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <StepOutcome outcome={reattemptOutcome(page, chosen?.text)} />
    </ChangeModal>
  );
}
