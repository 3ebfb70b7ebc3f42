import { formatRupees } from '@makers-pantry/domain/money';
import type { HubColumn } from '../ui/hub-table';

/** What a slot, and the template it is made from, charges and takes at the door. */
interface DeliveryTerms {
  deliveryFee: number;
  freeDeliveryAmount: number;
  isPodAllowed: boolean;
}

/** The fee (free above an order's amount) and pay on delivery, as a day's slots and the templates show them. */
export function termsColumns<Row extends DeliveryTerms>(feeHeader: string): HubColumn<Row>[] {
  return [
    {
      key: 'fee',
      header: feeHeader,
      cell: (row) =>
        row.deliveryFee === 0
          ? 'Free'
          : `${formatRupees(row.deliveryFee)}, free from ${formatRupees(row.freeDeliveryAmount)}`,
    },
    {
      key: 'pod',
      header: 'Pay on delivery',
      cell: (row) => (row.isPodAllowed ? 'Yes' : 'No'),
    },
  ];
}
