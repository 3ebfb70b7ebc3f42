import { cancelOrderRequestSchema } from '@makers-pantry/domain/order-history';
import { useId, useState } from 'react';
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
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();

  const close = () => {
    setProblem(null);
    cancel.reset();
    onClose();
  };
  const submit = () => {
    const parsed = cancelOrderRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please tell us why you are cancelling.');
      return;
    }
    setProblem(null);
    cancel.mutate(
      { orderId, reason: parsed.data.reason },
      {
        onSuccess: (answer) => {
          toast.success(answer.detail || ORDER_TEXTS.cancelledToast, { duration: CANCEL_TOAST_MS });
          setReason('');
          close();
        },
      },
    );
  };

  const failure = problem ?? cancel.error?.detail ?? null;
  return (
    <Modal
      open={open}
      title={ORDER_TEXTS.cancelTitle}
      onClose={close}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={close}>
            {ORDER_TEXTS.keepOrder}
          </button>
          <button type="button" className="button" disabled={cancel.isPending} onClick={submit}>
            {ORDER_TEXTS.cancelSubmit}
          </button>
        </>
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
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {failure && <ErrorAlert detail={failure} />}
    </Modal>
  );
}
