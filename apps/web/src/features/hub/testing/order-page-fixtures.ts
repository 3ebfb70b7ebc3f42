import type { HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { anOrder } from './board-fixtures';

/** The hub's page of order #11 (internal id 12): a pay-on-delivery order of 2 curds, ₹90. */
export function anOrderPage(
  order: Parameters<typeof anOrder>[0] = {},
  changes: Partial<HubOrderPage> = {},
): HubOrderPage {
  return {
    order: anOrder({
      id: 12,
      number: '#11',
      paymentId: 11,
      netAmount: 90,
      podCollection: { toCollect: 90, isCompleted: false },
      ...order,
    }),
    version: 40,
    awaitsDecision: false,
    cashCollected: null,
    address: {
      name: 'Asha Rao',
      mobile: '9876543210',
      lines: ['A-204, Lakeside', 'Varthur, Bangalore 560087'],
    },
    items: [
      {
        id: 5,
        productId: 3,
        productName: 'Thick Curd',
        packageSize: 500,
        measurementUnit: 'g',
        quantity: 2,
        price: 45,
        batches: [{ batchId: 71, quantity: 2, bestBefore: '2026-12-01', isReturned: false }],
      },
    ],
    refund: null,
    cancelReason: null,
    events: [],
    tickets: [],
    ...changes,
  };
}
