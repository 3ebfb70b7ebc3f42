import type { OrderAddress } from '@makers-pantry/domain/orders';
import { deliverySlots } from '../../db/schema/delivery';
import type { AddressSnapshot } from '../../db/schema/orders';

/** The slot columns `deliverySlotView` reads, for selects that join an order's slot. */
export const slotColumns = {
  id: deliverySlots.id,
  date: deliverySlots.date,
  startAt: deliverySlots.startAt,
  endAt: deliverySlots.endAt,
  type: deliverySlots.type,
  promisedDeliveryTime: deliverySlots.promisedDeliveryTime,
  capacity: deliverySlots.capacity,
  booked: deliverySlots.booked,
  cutoffAt: deliverySlots.cutoffAt,
  isPodAllowed: deliverySlots.isPodAllowed,
  deliveryFeePaise: deliverySlots.deliveryFeePaise,
  freeDeliveryAmountPaise: deliverySlots.freeDeliveryAmountPaise,
  serviceablePolygon: deliverySlots.serviceablePolygon,
};

/** The address kept with a payment, without its coordinates (the screens never show them). */
export const addressView = (address: AddressSnapshot): OrderAddress => ({
  name: address.name,
  mobile: address.mobile,
  doorNum: address.doorNum,
  buildingDetails: address.buildingDetails,
  road: address.road,
  area: address.area,
  city: address.city,
  pincode: address.pincode,
});
