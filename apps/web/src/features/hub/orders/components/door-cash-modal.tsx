import { podCashSchema } from '@makers-pantry/domain/failed-delivery';
import { formatRupees } from '@makers-pantry/domain/money';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { useHubForm } from '../../ui/use-hub-form';
import { boxesOf } from '../../../../lib/form-boxes';
import { useDoorCash } from '../api/delivery-steps';
import { cashShort } from '../delivery-outcomes';
import type { OrderModalProps } from './order-modal-props';

/** The box's text as rupees: blank (or not a number) is no amount at all. */
const rupeesOf = (typed: string) => {
  const amount = typed.trim() === '' ? Number.NaN : Number(typed);
  return Number.isFinite(amount) ? amount : undefined;
};

/**
 * The API leaves the amount out for 'all of it'; the door's dialog always says how much, and
 * never more than was due.
 */
const doorCashSchema = (due: number) =>
  podCashSchema.superRefine(({ collected }, check) => {
    if (collected === undefined)
      check.addIssue({
        code: 'custom',
        path: ['collected'],
        message: 'Enter the cash collected, in rupees.',
      });
    else if (collected > due)
      check.addIssue({
        code: 'custom',
        path: ['collected'],
        message: `No more than the ${formatRupees(due)} due can be recorded.`,
      });
  });

/**
 * The cash a pay-on-delivery customer handed over, when it may be less than due: the shortfall is
 * said before saving and flagged afterwards here and on the slot's Cash page.
 */
export function DoorCashModal({ page, open, onClose }: OrderModalProps) {
  const due = page.order.podCollection.toCollect;
  const cash = useDoorCash(page.order.id);
  const form = useHubForm({
    schema: doorCashSchema(due),
    defaultValues: { collected: String(due) },
    request: ({ collected }: { collected: string }) => ({
      version: page.version,
      collected: rupeesOf(collected),
    }),
  });
  const amount = rupeesOf(useWatch({ control: form.control, name: 'collected' }));
  const short = amount === undefined ? 0 : cashShort(due, amount);
  const modal = changeModalProps(cash, {
    label: 'Record the cash',
    busy: 'Saving…',
    onClose,
    clear: () => form.clearErrors(),
  });
  return (
    <ChangeModal
      open={open}
      title={`Cash of order ${page.order.number}`}
      {...modal}
      onSubmit={() =>
        void form.handleSubmit((taken) =>
          cash.mutate(taken, {
            onSuccess: () => {
              toast.success(
                short > 0
                  ? `Cash of order ${page.order.number} recorded: ${formatRupees(short)} short.`
                  : `Cash of order ${page.order.number} recorded.`,
              );
              modal.onClose();
            },
          }),
        )()
      }
    >
      <p>{formatRupees(due)} was due at the door.</p>
      <TextField
        label="Cash collected (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        {...boxesOf(form)('collected')}
      />
      <p aria-live="polite">
        {short > 0
          ? `${formatRupees(short)} short: flagged on this order and the slot's Cash page.`
          : 'Paid in full.'}
      </p>
    </ChangeModal>
  );
}
