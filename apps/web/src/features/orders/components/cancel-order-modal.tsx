import { cancelOrderRequestSchema } from '@makers-pantry/domain/order-history';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { useCancelOrder } from '../api/cancel-order';
import { CANCEL_TOAST_MS, ORDER_TEXTS } from '../order-texts';
import styles from './cancel-order-modal.module.css';

/**
 * A reason, then 'Cancel the order'. Errors stay inside the modal; on success it
 * closes, the server's sentence shows for 5 s and the detail loads again (the query is invalidated).
 */
export function CancelOrderModal({
  orderId,
  open,
  onClose,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
}) {
  const cancel = useCancelOrder();
  const form = useForm({
    resolver: zodResolver(cancelOrderRequestSchema),
    defaultValues: { reason: '' },
  });
  const reasonId = useId();

  const close = () => {
    form.clearErrors();
    cancel.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { orderId, reason },
      {
        onSuccess: (answer) => {
          toast.success(answer.detail || ORDER_TEXTS.cancelledToast, { duration: CANCEL_TOAST_MS });
          form.reset();
          close();
        },
      },
    ),
  );

  const failure = form.formState.errors.reason?.message ?? cancel.error?.detail ?? null;
  return (
    <Modal
      open={open}
      title={ORDER_TEXTS.cancelTitle}
      onClose={close}
      cancelLabel={ORDER_TEXTS.keepOrder}
      actions={
        <button
          type="button"
          className="button"
          disabled={cancel.isPending}
          onClick={() => void submit()}
        >
          {ORDER_TEXTS.cancelSubmit}
        </button>
      }
    >
      <label className={styles.label} htmlFor={reasonId}>
        {ORDER_TEXTS.reasonLabel}
      </label>
      <textarea
        id={reasonId}
        className={styles.reason}
        rows={3}
        maxLength={300}
        {...form.register('reason')}
      />
      {failure && <ErrorAlert detail={failure} />}
    </Modal>
  );
}
