import type { OrderAddress } from '@makers-pantry/domain/orders';
import type { AddressSnapshot } from '../../db/schema/orders';

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
