import type { HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { idSchema } from '@makers-pantry/domain/bounds';
import { orderMoveSchema } from '@makers-pantry/domain/order-move';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import formStyles from '../../../../components/ui/form-control.module.css';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { useHubForm } from '../../ui/use-hub-form';
import { firstMessage } from '../../../../lib/form-boxes';
import { useMoveOrderToSlot, useOrderMoveSlots } from '../api/order-slot-move';
import styles from './order-steps.module.css';
import moveStyles from './move-to-slot.module.css';

/** Orders still at the hub (waiting for payment, confirmed, packed) can change slot. */
const MOVABLE: readonly number[] = [
  ORDER_STATUS.AWAITING_PAYMENT,
  ORDER_STATUS.CONFIRMED,
  ORDER_STATUS.PACKED,
];

/**
 * 'Move to another slot' on the order's page: only the slots the server offers (the rules of
 * closing a slot with its orders moved: open, with room, taking the order's payment and address,
 * on its day or later), with why, which the customer reads on My Orders and in one message.
 */
export function MoveToSlot({ page }: { page: HubOrderPage }) {
  const [open, setOpen] = useState(false);
  if (!MOVABLE.includes(page.order.status)) return null;
  return (
    <div className={moveStyles.move}>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        Move to another slot
      </button>
      {open && <MoveModal page={page} onClose={() => setOpen(false)} />}
    </div>
  );
}

/** The dialog asks for the slot in its own words, before anything about the reason. */
const moveSchema = orderMoveSchema.extend({ slotId: idSchema('Choose the slot to move it to.') });

function MoveModal({ page, onClose }: { page: HubOrderPage; onClose: () => void }) {
  const id = page.order.id;
  const slots = useOrderMoveSlots(id, true);
  const move = useMoveOrderToSlot(id);
  const offered = slots.data?.slots ?? [];
  const slotOf = (slotId: string) => offered.find((slot) => String(slot.id) === slotId);
  const form = useHubForm({
    schema: moveSchema,
    defaultValues: { slotId: '', reason: '' },
    request: ({ slotId, reason }: { slotId: string; reason: string }) => ({
      version: page.version,
      slotId: slotOf(slotId)?.id,
      reason,
    }),
  });
  const chosen = slotOf(useWatch({ control: form.control, name: 'slotId' }));
  // One sentence at a time, the slot's first: what to do next.
  const problem = firstMessage(form.formState.errors);
  return (
    <ChangeModal
      open
      title={`Move order ${page.order.number} to another slot`}
      {...changeModalProps(move, { label: 'Move the order', busy: 'Moving…', onClose })}
      onSubmit={() =>
        void form.handleSubmit((moved) =>
          move.mutate(moved, {
            onSuccess: () => {
              toast.success(`Order ${page.order.number} now arrives on ${chosen?.text}.`);
              onClose();
            },
          }),
        )()
      }
    >
      {slots.isPending ? (
        <p role="status">Finding the slots it can move to…</p>
      ) : slots.error ? (
        <p className={styles.problem}>{slots.error.detail}</p>
      ) : offered.length === 0 ? (
        <p>
          No slot can take this order now (open, with room, taking its payment and reaching its
          address). Add room to a slot or open one first.
        </p>
      ) : (
        <div className={styles.choices}>
          <label className={moveStyles.target}>
            <strong>Move to</strong>
            <select className={formStyles.control} {...form.register('slotId')}>
              <option value="">Choose a slot</option>
              {offered.map((slot) => (
                <option key={slot.id} value={slot.id}>
                  {slot.text}, {slot.placesLeft} left
                </option>
              ))}
            </select>
          </label>
          <TextField
            label="Why (the customer reads it)"
            maxLength={200}
            placeholder="The evening van is full"
            {...form.register('reason')}
          />
          {chosen && (
            <p>
              The customer reads on My Orders and in a message: we moved the delivery to{' '}
              {chosen.text}, and why.
            </p>
          )}
        </div>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </ChangeModal>
  );
}
