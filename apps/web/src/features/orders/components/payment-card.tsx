import {
  isCardClickable,
  placedOnText,
  podPendingText,
  reportIssueHref,
  slotBadge,
  slotCardTitle,
  type HistoryPayment,
} from '@makers-pantry/domain/order-history';
import { formatRupees } from '@makers-pantry/domain/money';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { ORDER_TEXTS } from '../order-texts';
import { RefundNote } from './refund-note';
import { ShopNote } from './shop-note';
import { StatusBadge } from './status-badge';
import { UnpaidActions } from './unpaid-actions';
import styles from './payment-card.module.css';

/**
 * One checkout in My Orders: its id, amount, when it
 * was placed, and a card per delivery slot with its badge, cash to collect, 'Report Issue' and
 * the products. The card opens the detail unless both net and discount are 0.
 */
export function PaymentCard({ payment, now }: { payment: HistoryPayment; now: Date }) {
  const navigate = useNavigate();
  const firstOrder = payment.deliverySlots[0]?.orders[0];
  const target = firstOrder && isCardClickable(payment) ? paths.order(firstOrder.id) : null;
  return (
    <li
      className={`${styles.card} ${target ? styles.clickable : ''}`}
      onClick={target ? () => void navigate(target) : undefined}
    >
      <div className={styles.head}>
        <div>
          <p className={styles.id}>ID #{payment.id}</p>
          <p className={styles.placed}>
            {ORDER_TEXTS.placedOn} {placedOnText(payment.startedAt)}
          </p>
        </div>
        <div className={styles.side}>
          {payment.netAmount > 0 && (
            <p className={styles.amount}>{formatRupees(payment.netAmount)}</p>
          )}
          {target && (
            <OwnLink className={styles.details} to={target}>
              {ORDER_TEXTS.details}
            </OwnLink>
          )}
        </div>
      </div>
      {payment.paymentStatus === 'awaiting_payment' && payment.payBy && (
        <UnpaidActions paymentId={payment.id} payBy={payment.payBy} />
      )}
      {payment.refund && (
        <div className={styles.refund}>
          <RefundNote refund={payment.refund} />
        </div>
      )}
      <ul className={styles.slots}>
        {payment.deliverySlots.map((slot) => {
          const pod = podPendingText(slot.podCollection);
          const help = reportIssueHref(slot.orders);
          const notes = [...new Set(slot.orders.flatMap((order) => order.shopNote ?? []))];
          return (
            <li key={slot.id} className={styles.slot}>
              <div className={styles.slotHead}>
                <h3 className={styles.slotTitle}>{slotCardTitle(slot, now)}</h3>
                <StatusBadge badge={slotBadge(slot.orders.map((order) => order.status))} />
              </div>
              {pod && <p className={styles.pod}>{pod}</p>}
              {notes.map((note) => (
                <ShopNote key={note} note={note} />
              ))}
              <ul className={styles.products}>
                {slot.orders.flatMap((order) =>
                  order.items.map((item) => <li key={item.id}>{item.productName}</li>),
                )}
              </ul>
              {help && (
                <OwnLink className={styles.report} to={help}>
                  {ORDER_TEXTS.reportIssue}
                </OwnLink>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** A link on the card that goes its own way: its click stops there, so the card does not open too. */
function OwnLink({
  className,
  to,
  children,
}: {
  className: string | undefined;
  to: string;
  children: string;
}) {
  return (
    <Link className={className} to={to} onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}
