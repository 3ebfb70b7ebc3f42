/** The shop's words for /delSlots. */
export const DELIVERY_TEXTS = {
  title: 'Select a delivery option',
  cartEmpty: 'Cart is Empty',
  noItemsToast: 'No Items in Cart',
  noOptions: 'No delivery options',
  podUnavailable: '*Pay on delivery unavailable for this slot',
  deliveryFees: 'Delivery Fees',
  free: 'Free',
  select: 'Select',
  morningTitle: 'Note - Morning Delivery Slot',
  prepaidOnly: 'Prepaid orders only',
  silent: 'Silent Delivery. No bell. No OTP. Order will be left outside the door',
  confirmSelection: 'Confirm Selection',
  cancel: 'Cancel',
  defaultMorningTime: '6 AM to 8 AM',
  leftOut: 'Not in these deliveries',
} as const;

export const freeDeliveryNudge = (amount: string) =>
  `Order for ${amount} more to get a free delivery`;
