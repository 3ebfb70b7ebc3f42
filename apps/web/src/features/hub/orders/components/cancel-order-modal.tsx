import { hubOrderStatusRequestSchema } from '@makers-pantry/domain/fulfilment';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { ReasonField } from '../../ui/reason-field';
import { useMoveOrder } from '../api/order-moves';

/**
 * Ops cancel one order with the reason the customer reads on it; an online payment is refunded.
 * On the order's version as the screen showed it (a colleague's step since answers 409).
 */
export function CancelOrderModal({
  order,
  onClose,
}: {
  order: { id: number; number: string; version: number };
  onClose: () => void;
}) {
  const move = useMoveOrder();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const parsed = hubOrderStatusRequestSchema.safeParse({
      status: ORDER_STATUS.CANCELLED,
      note: reason,
      version: order.version,
    });
    if (!parsed.success || !parsed.data.note) {
      setProblem(parsed.error?.issues[0]?.message ?? 'Please say why the order is cancelled.');
      return;
    }
    setProblem(null);
    move.mutate(
      { id: order.id, ...parsed.data },
      {
        onSuccess: (moved) => {
          toast.success(moved.detail);
          onClose();
        },
      },
    );
  };
  return (
    <ChangeModal
      open
      tone="danger"
      title={`Cancel order ${order.number}?`}
      submitLabel={move.isPending ? 'Cancelling…' : 'Cancel order'}
      pending={move.isPending}
      error={move.error}
      onSubmit={submit}
      onClose={onClose}
      onReload={onClose}
    >
      <p>An online payment is refunded to the customer, as when they cancel themselves.</p>
      <ReasonField
        label="Reason (the customer sees it)"
        value={reason}
        problem={problem}
        onChange={setReason}
        maxLength={300}
      />
    </ChangeModal>
  );
}
