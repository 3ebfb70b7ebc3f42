/** The texts of My Orders and the order detail. */
export const ORDER_TEXTS = {
  myOrders: 'My Orders',
  noOrders: 'No past orders',
  placedOn: 'Placed on',
  details: 'Details',
  reportIssue: 'Report Issue',
  goBack: 'Go Back',
  summary: 'Order Summary',
  method: 'Method',
  deliveredTo: 'Delivered to',
  orderSubtotal: 'Order Subtotal',
  billDetails: 'Bill Details',
  itemsSubtotal: 'Items Subtotal',
  discounts: 'Discounts',
  deliveryCharges: 'Delivery charges',
  billTotal: 'Bill total',
  cancel: 'Cancel',
  cancelTitle: 'Cancel this order?',
  cancelSubmit: 'Cancel the order',
  keepOrder: 'Keep the order',
  reasonLabel: 'Reason for cancelling',
  /** spelled right: shown when the server says nothing. */
  cancelledToast: 'Order cancelled. You will receive a full refund in 5-7 business days',
  loading: 'Loading your orders…',
  loadingMore: 'Loading more orders…',
} as const;

/** The cancel toast stays 5 s. */
export const CANCEL_TOAST_MS = 5_000;
