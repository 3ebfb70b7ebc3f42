import type { DiscountCoupon } from '@makers-pantry/domain/discounts';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

/** POST api/orders/check-discount-code/: whether a code may be used on this cart now. */
export const useCheckDiscountCode = () =>
  useMutation<DiscountCoupon, ApiError, { discountCode: string; itemsTotal: number }>({
    mutationFn: (body) => api('orders/check-discount-code/', { method: 'POST', json: body }),
  });
