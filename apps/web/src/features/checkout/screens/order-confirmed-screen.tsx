import { addressLine } from '@makers-pantry/domain/addresses';
import { QUICK_SLOT_TYPE, slotLabel } from '@makers-pantry/domain/delivery-time';
import { formatRupees } from '@makers-pantry/domain/money';
import { paymentMethodText } from '@makers-pantry/domain/order-history';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { Modal } from '../../../components/ui/modal';
import { useOrderConfirmation } from '../api/checkout-requests';
import styles from './checkout-screen.module.css';

/** /order/confirm/{id}: 'Order Confirmed', where it goes, how it is paid, each delivery's items. */
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
  const quick = order.orders.find((o) => o.deliverySlot.type === QUICK_SLOT_TYPE)?.deliverySlot;
  return (
    <section className={`page narrow ${styles.page}`} aria-labelledby="confirmed-title">
      <h1 id="confirmed-title" className={styles.title}>
        Order Confirmed
      </h1>
      <div className={styles.main}>
        <section className={styles.card} aria-label="Order">
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
        {order.orders.map((placed) => (
          <section key={placed.id} className={styles.card} aria-label={`Order ${placed.id}`}>
            <h2>Order #{placed.id}</h2>
            <p className={styles.slot}>{slotLabel(placed.deliverySlot, now)}</p>
            <ul className={styles.products}>
              {placed.items.map((item) => (
                <li key={item.id}>
                  <span>{item.name}</span>
                  <span>x {item.quantity}</span>
                </li>
              ))}
            </ul>
            <p className={styles.muted}>Delivery fee: {formatRupees(placed.deliveryFee)}</p>
          </section>
        ))}
      </div>
      <Modal
        open={Boolean(quick) && !quickNoteClosed}
        title={`Your groceries will arrive in ${quick?.promisedDeliveryTime ?? 30} mins`}
        onClose={() => setQuickNoteClosed(true)}
        actions={
          <button type="button" className="button" onClick={() => setQuickNoteClosed(true)}>
            OK
          </button>
        }
      >
        <p>Our rider is picking your order now. Please keep your phone reachable.</p>
      </Modal>
    </section>
  );
}
