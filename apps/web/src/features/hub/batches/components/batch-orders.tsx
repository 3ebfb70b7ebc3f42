import type { BatchOrder } from '@makers-pantry/domain/hub-batches';
import { Link } from 'react-router';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { hubPaths } from '../../shell/hub-paths';
import { useBatchOrders } from '../api/batch-orders';

const unitsText = (units: number) => `${units} unit${units === 1 ? '' : 's'}`;

/** What to do about one order of a recalled batch, as its note in the order's timeline says. */
const toDo = (order: BatchOrder, recalled: boolean) =>
  order.isDelivered
    ? recalled
      ? 'delivered: call the customer'
      : 'delivered'
    : recalled
      ? 'not delivered yet: do not send'
      : 'not delivered yet';

/**
 * Who received a batch: each order, its customer and their number. Once recalled it is the list
 * of customers to call; each order also has the recall's note in its timeline.
 */
export function BatchOrdersList({ batchId, recalled }: { batchId: number; recalled: boolean }) {
  const found = useBatchOrders(batchId, true);
  const orders = found.data?.orders;
  return (
    <section aria-labelledby="batch-orders-title">
      <h2 id="batch-orders-title">{recalled ? 'Orders to call' : 'Orders that have it'}</h2>
      {found.error ? (
        <ApiErrorView error={found.error} />
      ) : !orders ? (
        <p>Finding the orders…</p>
      ) : orders.length === 0 ? (
        <p>No order has units of this batch.</p>
      ) : (
        <>
          {recalled && (
            <p>
              {orders.length} {orders.length === 1 ? 'order has' : 'orders have'} units of this
              batch; each has a note in its timeline.
            </p>
          )}
          <ul>
            {orders.map((order) => (
              <li key={order.orderId}>
                <Link to={hubPaths.order(order.orderId)}>Order {order.number}</Link>:{' '}
                {order.customer.name},{' '}
                <a href={`tel:${order.customer.mobile}`}>{order.customer.mobile}</a>,{' '}
                {unitsText(order.units)}, {toDo(order, recalled)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** How many orders a recall reaches, said in its dialog before confirming. */
export function RecallReach({ batchId }: { batchId: number }) {
  const found = useBatchOrders(batchId, true);
  const orders = found.data?.orders;
  if (!orders) return null;
  const delivered = orders.filter((order) => order.isDelivered).length;
  if (orders.length === 0) return <p>No order has units of it: nobody to call.</p>;
  return (
    <p>
      {orders.length} {orders.length === 1 ? 'order has' : 'orders have'} units of it ({delivered}{' '}
      delivered): each gets a note in its timeline, and the page lists the customers to call.
    </p>
  );
}
