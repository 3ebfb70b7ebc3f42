import type { BatchOrder } from '@makers-pantry/domain/hub-batches';
import { Link } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';

/** Who has a recalled batch: each order, its customer to call, and whether it was delivered. */
export function BatchOrdersList({ orders, detail }: { orders: BatchOrder[]; detail: string }) {
  return (
    <section aria-labelledby="batch-orders-title">
      <h2 id="batch-orders-title">Orders to call</h2>
      <p>{detail}</p>
      {orders.length > 0 && (
        <ul>
          {orders.map((order) => (
            <li key={order.orderId}>
              <Link to={hubPaths.order(order.orderId)}>Order {order.number}</Link>:{' '}
              {order.customer.name},{' '}
              <a href={`tel:${order.customer.mobile}`}>{order.customer.mobile}</a>, {order.units}{' '}
              unit{order.units === 1 ? '' : 's'},{' '}
              {order.isDelivered ? 'delivered' : 'not delivered yet: do not send'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
