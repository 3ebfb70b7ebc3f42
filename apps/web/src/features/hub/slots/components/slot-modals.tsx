import { isQuick } from '@makers-pantry/domain/delivery-time';
import { slotEditSchema, type HubSlot } from '@makers-pantry/domain/hub-slots';
import { useWatch } from 'react-hook-form';
import formStyles from '../../../../components/ui/form-control.module.css';
import { TextField } from '../../../../components/ui/text-field';
import { CountField } from '../../../../components/ui/number-fields';
import { toast } from '../../../../lib/toast';
import { HistoryList } from '../../history/components/history-list';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { dateText } from '../../ui/hub-dates';
import { useHubForm } from '../../ui/use-hub-form';
import { firstMessage } from '../../../../lib/form-boxes';
import { useEditSlot, useMoveTargets } from '../api/slots';
import styles from './slot-modals.module.css';

/** One day's capacity: never below what is booked (the server answers 409 with the count). */
export function CapacityModal({ slot, onClose }: { slot: HubSlot; onClose: () => void }) {
  const edit = useEditSlot(slot.id);
  const form = useHubForm({
    schema: slotEditSchema,
    defaultValues: { capacity: String(slot.capacity) },
    request: ({ capacity }: { capacity: string }) => ({
      version: slot.version,
      capacity: capacity.trim() === '' ? undefined : Number(capacity),
    }),
  });
  const save = form.handleSubmit((change) =>
    edit.mutate(change, {
      onSuccess: () => {
        toast.success(`${slot.label} now takes ${change.capacity} orders.`);
        onClose();
      },
    }),
  );
  return (
    <ChangeModal
      open
      title={`Capacity of ${slot.label}, ${dateText(slot.date)}`}
      {...changeModalProps(edit, { label: 'Save', busy: 'Saving…', onClose })}
      onSubmit={() => void save()}
    >
      <p>{slot.booked} booked so far: the capacity cannot go below that.</p>
      <CountField
        label="Orders it takes"
        min={slot.booked}
        // One box: whatever the schema refuses is said under it.
        error={firstMessage(form.formState.errors)}
        {...form.register('capacity')}
      />
      {/* The slot's changes: capacity, closing, opening again, with who and why. */}
      <HistoryList type="slot" id={slot.id} />
    </ChangeModal>
  );
}

/** '27 Nov 2026, 8 AM to 11 AM (12 places left)': a slot the orders may move to. */
const targetText = (target: HubSlot) =>
  `${dateText(target.date)}, ${target.label}${isQuick(target) ? ' (quick delivery)' : ''} ` +
  `(${target.capacity - target.booked} left)`;

/**
 * Close a day's slot (a holiday, a rainy evening) or open it again. With orders in it, ops say
 * what happens to them: kept and delivered as planned, or moved to another slot that takes every
 * one of them (the server's list: same day or later, room, pay on delivery, area, quick or not),
 * each customer reading the reason on My Orders.
 */
export function CloseSlotModal({ slot, onClose }: { slot: HubSlot; onClose: () => void }) {
  const edit = useEditSlot(slot.id);
  const closing = !slot.isClosed;
  const targets = useMoveTargets(slot.id, closing && slot.booked > 0);
  const choices = targets.data?.slots ?? [];
  const form = useHubForm({
    schema: slotEditSchema,
    defaultValues: { orders: 'keep' as 'keep' | 'move', moveTo: '', reason: '' },
    request: ({
      orders,
      moveTo,
      reason,
    }: {
      orders: 'keep' | 'move';
      moveTo: string;
      reason: string;
    }) =>
      closing && slot.booked > 0
        ? {
            version: slot.version,
            isClosed: true,
            orders,
            ...(orders === 'move' && {
              // The first slot offered until another is chosen.
              moveTo: Number(moveTo || choices[0]?.id),
              reason: reason.trim(),
            }),
          }
        : { version: slot.version, isClosed: closing },
  });
  const [orders, moveTo] = useWatch({ control: form.control, name: ['orders', 'moveTo'] });
  const chosen = moveTo || (choices[0] ? String(choices[0].id) : '');
  const save = form.handleSubmit((change) =>
    edit.mutate(change, {
      onSuccess: ({ movedOrders }) => {
        toast.success(
          !closing
            ? `${slot.label} takes orders again.`
            : movedOrders.length > 0
              ? `${slot.label} is closed; ${movedOrders.length} ${movedOrders.length === 1 ? 'order was' : 'orders were'} moved.`
              : `${slot.label} is closed.`,
        );
        onClose();
      },
    }),
  );
  return (
    <ChangeModal
      open
      tone={closing ? 'danger' : 'default'}
      title={closing ? `Close ${slot.label}?` : `Open ${slot.label} again?`}
      {...changeModalProps(edit, {
        label: closing ? 'Close the slot' : 'Open it again',
        busy: 'Saving…',
        onClose,
      })}
      onSubmit={() => void save()}
    >
      {!closing ? (
        <p>Customers can choose it again until its cut-off.</p>
      ) : slot.booked === 0 ? (
        <p>No order is in it; customers stop seeing it at once.</p>
      ) : (
        <fieldset className={styles.choices}>
          <legend>
            {slot.booked} {slot.booked === 1 ? 'order is' : 'orders are'} booked in it. What happens
            to {slot.booked === 1 ? 'it' : 'them'}?
          </legend>
          <label className={styles.choice}>
            <input type="radio" value="keep" {...form.register('orders')} />
            Keep them: they are delivered in this slot as planned
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              value="move"
              disabled={choices.length === 0}
              {...form.register('orders')}
            />
            Move them to another slot; each customer reads why on My Orders
          </label>
          {targets.isSuccess && choices.length === 0 && (
            <p className={styles.none}>
              No open slot takes all of them (room, pay on delivery, area, the same day or later).
              Keep them, or add room to a slot first.
            </p>
          )}
          {orders === 'move' && (
            <>
              <label className={styles.target}>
                <strong>Move to</strong>
                <select
                  className={formStyles.control}
                  value={chosen}
                  onChange={(event) => form.setValue('moveTo', event.target.value)}
                >
                  {choices.map((target) => (
                    <option key={target.id} value={target.id}>
                      {targetText(target)}
                    </option>
                  ))}
                </select>
              </label>
              <TextField
                label="Why (each customer reads it)"
                maxLength={200}
                placeholder="Our evening van is in the workshop"
                error={firstMessage(form.formState.errors)}
                {...form.register('reason')}
              />
            </>
          )}
        </fieldset>
      )}
    </ChangeModal>
  );
}
