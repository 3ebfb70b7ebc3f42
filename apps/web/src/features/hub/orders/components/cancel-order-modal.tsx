import { hubOrderStatusRequestSchema } from '@makers-pantry/domain/fulfilment';
import { ORDER_STATUS } from '@makers-pantry/domain/order-codes';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import { ReasonField } from '../../ui/reason-field';
import { useReasonForm } from '../../ui/use-reason-form';
import { useMoveOrder } from '../api/order-moves';

/**
 * The API takes a status change without a note; a cancel by ops is the one that must say why,
 * since the customer reads it on the order.
 */
const cancelSchema = hubOrderStatusRequestSchema.refine((cancel) => Boolean(cancel.note), {
  error: 'Please say why the order is cancelled.',
  path: ['note'],
});

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
  const reason = useReasonForm(
    cancelSchema,
    (note) => ({ status: ORDER_STATUS.CANCELLED, note, version: order.version }),
    (cancel) =>
      move.mutate(
        { id: order.id, ...cancel },
        {
          onSuccess: (moved) => {
            toast.success(moved.detail);
            onClose();
          },
        },
      ),
  );
  return (
    <ChangeModal
      open
      tone="danger"
      title={`Cancel order ${order.number}?`}
      {...changeModalProps(move, { label: 'Cancel order', busy: 'Cancelling…', onClose })}
      onSubmit={reason.submit}
    >
      <p>An online payment is refunded to the customer, as when they cancel themselves.</p>
      <ReasonField label="Reason (the customer sees it)" {...reason.field} maxLength={300} />
    </ChangeModal>
  );
}
