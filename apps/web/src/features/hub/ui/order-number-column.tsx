import { OrderLink } from './order-link';
import type { HubColumn } from './hub-table';

/**
 * An order's number as the customer reads it ('#11', '#11-2'), linked to the hub's order page:
 * every list of orders in the hub opens with it.
 */
export function orderNumberColumn<Row extends { id: number; number: string }>(): HubColumn<Row> {
  return {
    key: 'order',
    header: 'Order',
    cell: (order) => (
      <strong>
        <OrderLink order={order} />
      </strong>
    ),
  };
}
