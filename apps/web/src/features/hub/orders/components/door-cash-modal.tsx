import { useState } from 'react';
import { podCashSchema } from '@makers-pantry/domain/failed-delivery';
import type { HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { formatRupees } from '@makers-pantry/domain/money';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { useDoorCash } from '../api/delivery-steps';
import { cashShort } from '../delivery-outcomes';

/**
 * The cash a pay-on-delivery customer handed over, when it may be less than due: the shortfall is
 * said before saving and flagged afterwards here and on the slot's Cash page.
 */
export function DoorCashModal({
  page,
  open,
  onClose,
}: {
  page: HubOrderPage;
  open: boolean;
  onClose: () => void;
}) {
  const due = page.order.podCollection.toCollect;
  const cash = useDoorCash(page.order.id);
  const [typed, setTyped] = useState(String(due));
  const [problem, setProblem] = useState<string | undefined>();
  const amount = typed.trim() === '' ? Number.NaN : Number(typed);
  const short = Number.isFinite(amount) ? cashShort(due, amount) : 0;
  const close = () => {
    cash.reset();
    setProblem(undefined);
    onClose();
  };
  return (
    <ChangeModal
      open={open}
      title={`Cash of order ${page.order.number}`}
      submitLabel={cash.isPending ? 'Saving…' : 'Record the cash'}
      pending={cash.isPending}
      error={cash.error}
      onClose={close}
      onReload={close}
      onSubmit={() => {
        const parsed = podCashSchema.safeParse({
          version: page.version,
          collected: Number.isFinite(amount) ? amount : undefined,
        });
        if (!parsed.success || parsed.data.collected === undefined)
          return setProblem(
            parsed.error?.issues[0]?.message ?? 'Enter the cash collected, in rupees.',
          );
        if (parsed.data.collected > due)
          return setProblem(`No more than the ${formatRupees(due)} due can be recorded.`);
        setProblem(undefined);
        cash.mutate(parsed.data, {
          onSuccess: () => {
            toast.success(
              short > 0
                ? `Cash of order ${page.order.number} recorded: ${formatRupees(short)} short.`
                : `Cash of order ${page.order.number} recorded.`,
            );
            close();
          },
        });
      }}
    >
      <p>{formatRupees(due)} was due at the door.</p>
      <TextField
        label="Cash collected (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={problem}
      />
      <p aria-live="polite">
        {short > 0
          ? `${formatRupees(short)} short: flagged on this order and the slot's Cash page.`
          : 'Paid in full.'}
      </p>
    </ChangeModal>
  );
}
