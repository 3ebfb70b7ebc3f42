import { Badge } from './badge';
import type { HubColumn } from './hub-table';
import { ORDER_STATE_NAMES, ORDER_STATE_TONES } from './order-texts';

/** An order's state as a badge in the words ops use on the board ('Packed'). */
export function OrderStateBadge({ status }: { status: number }) {
  return (
    <Badge tone={ORDER_STATE_TONES[status] ?? 'neutral'}>
      {ORDER_STATE_NAMES[status] ?? status}
    </Badge>
  );
}

/** A list of orders' State column: each order's state badge. */
export function orderStateColumn<Row extends { status: number }>(): HubColumn<Row> {
  return {
    key: 'state',
    header: 'State',
    cell: (order) => <OrderStateBadge status={order.status} />,
  };
}
