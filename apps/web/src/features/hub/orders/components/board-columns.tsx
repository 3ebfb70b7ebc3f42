import type { BoardOrder } from '@makers-pantry/domain/hub-board';
import { formatRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUS, PAYMENT_METHOD } from '@makers-pantry/domain/order-codes';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { ChangeModal } from '../../ui/change-modal';
import { changeModalProps } from '../../ui/change-modal-props';
import type { HubColumn } from '../../ui/hub-table';
import { orderNumberColumn } from '../../ui/order-number-column';
import { useCashCollected, useMoveOrder } from '../api/order-moves';
import { orderStateColumn } from '../../ui/order-state';
import { paymentText, slotWindowText, STEP_BUTTONS } from '../../ui/order-texts';
import styles from '../screens/board-screen.module.css';

/** The board's columns; `onCancel` opens the cancel dialog for an order. */
export function boardColumns(onCancel: (order: BoardOrder) => void): HubColumn<BoardOrder>[] {
  return [
    orderNumberColumn(),
    {
      key: 'customer',
      header: 'Customer',
      cell: (order) => (
        <span className={styles.stack}>
          {order.customer.name}
          <a href={`tel:${order.customer.mobile}`}>{order.customer.mobile}</a>
        </span>
      ),
    },
    {
      key: 'maker',
      header: 'Maker',
      cell: (order) => (
        <span className={styles.stack}>
          {order.maker.storeName}
          <span className={styles.muted}>{order.area}</span>
        </span>
      ),
    },
    { key: 'slot', header: 'Slot', cell: (order) => slotWindowText(order.slot) },
    {
      key: 'amount',
      header: 'Amount',
      numeric: true,
      cell: (order) => (
        <span className={styles.stack}>
          {formatRupees(order.netAmount)}
          <span className={styles.muted}>{paymentText(order.paymentMethod)}</span>
        </span>
      ),
    },
    orderStateColumn(),
    {
      key: 'next',
      header: 'Next',
      cell: (order) => <OrderActions order={order} onCancel={onCancel} />,
    },
  ];
}

/** Whether the door's cash of an order can be recorded now: only once it has left the hub. */
const cashToRecord = (order: BoardOrder) =>
  order.paymentMethod === PAYMENT_METHOD.POD &&
  !order.podCollection.isCompleted &&
  order.podCollection.toCollect > 0 &&
  (order.status === ORDER_STATUS.OUT_FOR_DELIVERY || order.status === ORDER_STATUS.DELIVERED);

export function OrderActions({
  order,
  onCancel,
}: {
  order: BoardOrder;
  onCancel: (order: BoardOrder) => void;
}) {
  const move = useMoveOrder();
  const cash = useCashCollected();
  // 'Mark delivered' asks first, as on the order's page: it cannot be taken back.
  const [confirming, setConfirming] = useState(false);
  const steps = order.nextStatuses.filter((status) => status !== ORDER_STATUS.CANCELLED);
  const busy = move.isPending || cash.isPending;
  const report = {
    onSuccess: ({ detail }: { detail: string }) => toast.success(detail),
    onError: (error: { detail: string }) => toast.error(error.detail),
  };
  return (
    <span className={styles.actions}>
      {steps.map((status) => (
        <button
          key={status}
          type="button"
          className="button"
          disabled={busy}
          aria-label={`${STEP_BUTTONS[status]}: order ${order.number}`}
          onClick={() =>
            status === ORDER_STATUS.DELIVERED
              ? setConfirming(true)
              : move.mutate(
                  { id: order.id, status: status as 50 | 60, version: order.version },
                  report,
                )
          }
        >
          {STEP_BUTTONS[status]}
        </button>
      ))}
      {cashToRecord(order) && (
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={`Cash collected: ${formatRupees(order.podCollection.toCollect)} for order ${order.number}`}
          onClick={() =>
            cash.mutate({ id: order.id, number: order.number, version: order.version }, report)
          }
        >
          Cash collected {formatRupees(order.podCollection.toCollect)}
        </button>
      )}
      {confirming && (
        <ChangeModal
          open
          title={`Mark order ${order.number} delivered?`}
          {...changeModalProps(move, {
            label: 'Yes, delivered',
            onClose: () => setConfirming(false),
          })}
          onSubmit={() =>
            move.mutate(
              { id: order.id, status: ORDER_STATUS.DELIVERED, version: order.version },
              {
                onSuccess: ({ detail }) => {
                  setConfirming(false);
                  toast.success(detail);
                },
              },
            )
          }
        >
          <p>The customer has the order in hand.</p>
        </ChangeModal>
      )}
      {order.nextStatuses.includes(ORDER_STATUS.CANCELLED) && (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          aria-label={`Cancel order ${order.number}`}
          onClick={() => onCancel(order)}
        >
          Cancel
        </button>
      )}
    </span>
  );
}
