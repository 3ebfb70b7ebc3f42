import {
  deliveredTo,
  paymentMethodText,
  placedOnText,
  showsCancel,
  slotBadge,
  slotCardTitle,
  type Order,
  type OrderLine,
} from '@makers-pantry/domain/order-history';
import { formatRupees } from '@makers-pantry/domain/money';
import { batchDateTexts } from '@makers-pantry/domain/batch-dates';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { NotFound } from '../../../components/ui/not-found';
import { ShopLink } from '../../../components/ui/shop-link';
import { TicketAnswers } from '../../../components/ui/ticket-answer';
import { useGoBack } from '../../../lib/use-go-back';
import { useOrderDetail } from '../api/order-detail';
import { CancelOrderModal } from '../components/cancel-order-modal';
import { RefundNote } from '../components/refund-note';
import { ShopNote } from '../components/shop-note';
import { StatusBadge } from '../components/status-badge';
import { ORDER_TEXTS } from '../order-texts';
import styles from './order-detail-screen.module.css';

/** /order/{id}: the order's checkout with its slots, items, bill and the Cancel control. */
export function OrderDetailScreen() {
  const id = Number(useParams().id);
  const detail = useOrderDetail(id);
  const goBack = useGoBack(paths.myOrders);
  const now = useMemo(() => new Date(), []);
  const [cancelling, setCancelling] = useState<number | null>(null);

  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  if (detail.error) return <ApiErrorView error={detail.error} />;
  const order = detail.data;
  return (
    <section
      className={`page ${styles.page}`}
      aria-labelledby="order-title"
      aria-busy={detail.isPending}
    >
      <button type="button" className={`button button-secondary ${styles.back}`} onClick={goBack}>
        {ORDER_TEXTS.goBack}
      </button>
      <h1 id="order-title" className={styles.title}>
        {ORDER_TEXTS.summary}
      </h1>
      {!order ? (
        <p className={styles.muted}>Loading the order…</p>
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>ID</dt>
              <dd>#{order.payment.id}</dd>
            </div>
            <div>
              <dt>{ORDER_TEXTS.method}</dt>
              <dd>{paymentMethodText(order.payment.method)}</dd>
            </div>
            <div>
              <dt>{ORDER_TEXTS.placedOn}</dt>
              <dd>{placedOnText(order.payment.startedAt)}</dd>
            </div>
            <div>
              <dt>{ORDER_TEXTS.deliveredTo}</dt>
              <dd>{deliveredTo(order.payment.address)}</dd>
            </div>
          </dl>

          {order.deliverySlots.map((slot) => (
            <section key={slot.id} className={styles.slot} aria-label={slotCardTitle(slot, now)}>
              <div className={styles.slotHead}>
                <h2 className={styles.slotTitle}>{slotCardTitle(slot, now)}</h2>
                <StatusBadge badge={slotBadge(slot.orders.map((o) => o.status))} />
              </div>
              {slot.orders.map((slotOrder) => (
                <OrderBlock
                  key={slotOrder.id}
                  order={slotOrder}
                  onCancel={() => setCancelling(slotOrder.id)}
                />
              ))}
            </section>
          ))}

          <section className={styles.bill} aria-labelledby="bill-title">
            <h2 id="bill-title" className={styles.billTitle}>
              {ORDER_TEXTS.billDetails}
            </h2>
            <dl>
              <div>
                <dt>{ORDER_TEXTS.itemsSubtotal}</dt>
                <dd>{formatRupees(order.bill.itemsSubtotal)}</dd>
              </div>
              <div>
                <dt>{ORDER_TEXTS.discounts}</dt>
                <dd>
                  {order.bill.discount > 0
                    ? `-${formatRupees(order.bill.discount)}`
                    : formatRupees(0)}
                </dd>
              </div>
              <div>
                <dt>{ORDER_TEXTS.deliveryCharges}</dt>
                <dd>{formatRupees(order.bill.deliveryFee)}</dd>
              </div>
              <div className={styles.total}>
                <dt>{ORDER_TEXTS.billTotal}</dt>
                <dd>{formatRupees(order.bill.total)}</dd>
              </div>
            </dl>
          </section>
        </>
      )}
      {cancelling !== null && (
        <CancelOrderModal orderId={cancelling} open onClose={() => setCancelling(null)} />
      )}
    </section>
  );
}

/**
 * The best-before (and packed-on) of the batches a line's units were sent from, so a customer can
 * trace what arrived; with more than one batch, how many units came from each.
 */
function SentBatches({ batches }: { batches: OrderLine['batches'] }) {
  const dated = batches.filter((batch) => batch.bestBefore || batch.packedOn);
  if (dated.length === 0) return null;
  return (
    <ul className={styles.batches} aria-label="Batch dates">
      {dated.map((batch, index) => (
        <li key={index}>
          {batches.length > 1 && `${batch.quantity} x `}
          {batchDateTexts(batch).join(' · ')}
        </li>
      ))}
    </ul>
  );
}

function OrderBlock({ order, onCancel }: { order: Order; onCancel: () => void }) {
  return (
    <div className={styles.order}>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <ShopLink to={paths.product(item.productId)} className={styles.imageLink}>
              <img
                src={item.productCartImage}
                alt={item.productName}
                width={56}
                height={56}
                loading="lazy"
              />
            </ShopLink>
            <div className={styles.itemText}>
              <p className={styles.itemName}>{item.productName}</p>
              <p className={styles.muted}>
                {item.productPackageSize} {item.productMeasurementUnit} x {item.quantity}
              </p>
              <SentBatches batches={item.batches} />
            </div>
            <p className={styles.price}>{formatRupees(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <div className={styles.orderFoot}>
        <p>
          {ORDER_TEXTS.orderSubtotal} <strong>{formatRupees(order.itemsSubtotal)}</strong>
        </p>
        {order.status === 90 && (
          <p className={styles.cancelled}>
            {order.cancelReason ? `Cancelled: ${order.cancelReason}` : 'Cancelled'}
          </p>
        )}
        {showsCancel(order) && (
          <button
            type="button"
            className={`button button-secondary ${styles.cancel}`}
            onClick={onCancel}
          >
            {ORDER_TEXTS.cancel}
          </button>
        )}
      </div>
      {order.shopNote && <ShopNote note={order.shopNote} />}
      {order.refund && (
        <div className={styles.refund}>
          <RefundNote refund={order.refund} />
        </div>
      )}
      {order.tickets.length > 0 && (
        <TicketAnswers
          tickets={order.tickets}
          className={styles.tickets}
          label="Your tickets about this order"
        />
      )}
    </div>
  );
}
