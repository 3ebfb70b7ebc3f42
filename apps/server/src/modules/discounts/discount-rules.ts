import type { DiscountCodeRow } from './queries';

/** Why a code cannot be used now; null when it can. */
export type DiscountRefusal =
  'inactive' | 'not-yet-valid' | 'expired' | 'used-up' | 'used-by-customer' | 'below-minimum';

/**
 * The checks a code passes before it is shown as valid or charged. `itemsTotalPaise` undefined
 * skips the minimum (the cart did not say its total; the order checks it for real).
 */
export function discountRefusal(
  code: DiscountCodeRow,
  input: { now: Date; customerUses: number; itemsTotalPaise?: number | undefined },
): DiscountRefusal | null {
  if (!code.isActive) return 'inactive';
  if (input.now.getTime() < code.validFrom.getTime()) return 'not-yet-valid';
  if (input.now.getTime() >= code.validTo.getTime()) return 'expired';
  if (code.totalUses !== null && code.usesCount >= code.totalUses) return 'used-up';
  if (input.customerUses >= code.usesPerCustomer) return 'used-by-customer';
  if (input.itemsTotalPaise !== undefined && input.itemsTotalPaise < code.minOrderPaise)
    return 'below-minimum';
  return null;
}
