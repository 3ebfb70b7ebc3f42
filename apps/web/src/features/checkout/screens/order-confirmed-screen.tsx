import { addressLine } from '@makers-pantry/domain/addresses';
import { slotLabel, isQuick, promisedMinutes } from '@makers-pantry/domain/delivery-time';
import { formatRupees } from '@makers-pantry/domain/money';
import { paymentMethodText } from '@makers-pantry/domain/order-history';
import type { OrderConfirmation } from '@makers-pantry/domain/orders';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { Modal } from '../../../components/ui/modal';
import { useOrderConfirmation } from '../api/checkout-requests';
import styles from './checkout-screen.module.css';

type Placed = OrderConfirmation['orders'][number];

/**
 * The purchase as the shopper chose it: one delivery per slot. The server keeps an order per
 * maker inside a slot, but the shopper knows one purchase, its number and its deliveries
 * (decision 022), so the makers' orders of a slot are shown together.
 */
function deliveriesOf(orders: readonly Placed[]) {
  const bySlot = new Map<
    number,
    { slot: Placed['deliverySlot']; items: Placed['items']; fee: number }
  >();
  for (const placed of orders) {
    const delivery = bySlot.get(placed.deliverySlot.id);
    if (delivery) {
      delivery.items = [...delivery.items, ...placed.items];
      delivery.fee += placed.deliveryFee;
    } else
      bySlot.set(placed.deliverySlot.id, {
        slot: placed.deliverySlot,
        items: placed.items,
        fee: placed.deliveryFee,
      });
  }
  return [...bySlot.values()];
}

/**
 * /order/confirm/{id}: 'Order Confirmed', the purchase's number (the one the payment dialog, My
 * Orders and the order detail show), where it goes, how it is paid, each delivery's items.
 */
export function OrderConfirmedScreen() {
  const id = Number(useParams().id);
  const confirmation = useOrderConfirmation(id);
  const now = useMemo(() => new Date(), []);
  const [quickNoteClosed, setQuickNoteClosed] = useState(false);

  if (confirmation.error?.status === 404 || !(Number.isInteger(id) && id > 0))
    return (
      <section className="page narrow">
        <p className={styles.slot}>Order details not found</p>
        <Link to={paths.myOrders}>My Orders</Link>
      </section>
    );
  if (confirmation.error) return <ApiErrorView error={confirmation.error} />;
  if (!confirmation.data)
    return (
      <section className="page narrow" aria-busy="true">
        <p className={styles.muted}>Loading your order…</p>
      </section>
    );

  const order = confirmation.data;
  const quick = order.orders.find((o) => isQuick(o.deliverySlot))?.deliverySlot;
  return (
    <section className={`page narrow ${styles.page}`} aria-labelledby="confirmed-title">
      <h1 id="confirmed-title" className={styles.title}>
        Order Confirmed
      </h1>
      <div className={styles.main}>
        <section className={styles.card} aria-label="Order">
          <h2>Order #{order.id}</h2>
          <p>
            <strong>Delivering to {order.address.name}</strong>
            <br />
            {addressLine(order.address)}
          </p>
          <p>
            {paymentMethodText(order.paymentMethod)}: {formatRupees(order.netPayable)} (
            {order.status})
          </p>
          <Link to={paths.myOrders}>My Orders</Link>
        </section>
        {deliveriesOf(order.orders).map((delivery, index) => (
          <section
            key={delivery.slot.id}
            className={styles.card}
            aria-label={`Delivery ${index + 1}`}
          >
            <h2>Delivery {index + 1}</h2>
            <p className={styles.slot}>{slotLabel(delivery.slot, now)}</p>
            <ul className={styles.products}>
              {delivery.items.map((item) => (
                <li key={item.id}>
                  <span>{item.name}</span>
                  <span>x {item.quantity}</span>
                </li>
              ))}
            </ul>
            <p className={styles.muted}>Delivery fee: {formatRupees(delivery.fee)}</p>
          </section>
        ))}
      </div>
      <Modal
        open={Boolean(quick) && !quickNoteClosed}
        title={`Your groceries will arrive in ${promisedMinutes(quick?.promisedDeliveryTime)} mins`}
        onClose={() => setQuickNoteClosed(true)}
        doneLabel="OK"
      >
        <p>Our rider is picking your order now. Please keep your phone reachable.</p>
      </Modal>
    </section>
  );
}
