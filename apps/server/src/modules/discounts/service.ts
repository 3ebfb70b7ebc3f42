import {
  belowMinimumReason,
  discountAmountPaise,
  type CheckDiscountCodeRequest,
  type DiscountCoupon,
} from '@makers-pantry/domain/discounts';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { discountRefusal, type DiscountRefusal } from './discount-rules';
import {
  countCustomerUses,
  findDiscountCode,
  insertDiscountUse,
  takeCodeUse,
  type DiscountCodeRow,
} from './queries';

/** POST api/orders/check-discount-code/: whether the customer may use the code now. */
export async function checkDiscountCode(
  context: AppContext,
  userId: number,
  request: { discountCode: string; itemsTotal?: CheckDiscountCodeRequest['itemsTotal'] },
): Promise<DiscountCoupon> {
  const code = await findDiscountCode(context.db, request.discountCode);
  const invalid = (reason: string | null) => ({
    isValid: false,
    discountPercentage: 0,
    discountCap: 0,
    discountCode: request.discountCode,
    reason,
  });
  if (!code) return invalid(null);
  const refusal = discountRefusal(code, {
    now: context.now(),
    customerUses: await countCustomerUses(context.db, code.id, userId),
    itemsTotalPaise:
      request.itemsTotal === undefined ? undefined : rupeesToPaise(request.itemsTotal),
  });
  if (refusal)
    return invalid(
      refusal === 'below-minimum'
        ? belowMinimumReason(formatRupees(paiseToRupees(code.minOrderPaise)))
        : CUSTOMER_REASON[refusal],
    );
  return {
    isValid: true,
    discountPercentage: code.percentage,
    discountCap: paiseToRupees(code.capPaise),
    discountCode: code.code,
    minOrderAmount: paiseToRupees(code.minOrderPaise),
  };
}

/** Why the cart's code box refuses a code, said to the shopper after 'Invalid code. Please try again'. */
const CUSTOMER_REASON: Record<Exclude<DiscountRefusal, 'below-minimum'>, string> = {
  inactive: 'This code is no longer offered.',
  'not-yet-valid': 'This code is not valid yet.',
  expired: 'This code has expired.',
  'used-up': 'This code has been used up.',
  'used-by-customer': 'You have already used this code.',
};

const REFUSAL_REASON: Record<DiscountRefusal, string> = {
  inactive: 'it is no longer offered',
  'not-yet-valid': 'it is not valid yet',
  expired: 'it has expired',
  'used-up': 'it has been used up',
  'used-by-customer': 'you have already used it',
  'below-minimum': 'the order is below its minimum',
};

function codeRefused(code: string, refusal: DiscountRefusal, minOrderPaise = 0) {
  const reason =
    refusal === 'below-minimum'
      ? `it needs items worth at least ₹${paiseToRupees(minOrderPaise)}`
      : REFUSAL_REASON[refusal];
  return new AppError(
    'DISCOUNT_CODE_INVALID',
    `The discount code ${code} cannot be used: ${reason}. Please remove it and place the order again.`,
  );
}

/** A code the order may use, with the amount it takes off the items. */
export interface OrderDiscount {
  discountCodeId: number;
  code: string;
  amountPaise: number;
}

/**
 * For the order path, inside its transaction: the code's discount on these items, or 409
 * DISCOUNT_CODE_INVALID. The use itself is counted by `claimDiscountUse` once the payment exists.
 */
export async function discountForOrder(
  tx: Executor,
  input: { code: string; userId: number; itemsTotalPaise: number; now: Date },
): Promise<OrderDiscount> {
  const code = await findDiscountCode(tx, input.code);
  if (!code)
    throw new AppError(
      'DISCOUNT_CODE_INVALID',
      `The discount code ${input.code} is not known. Please remove it and place the order again.`,
    );
  const refusal = discountRefusal(code, {
    now: input.now,
    customerUses: await countCustomerUses(tx, code.id, input.userId),
    itemsTotalPaise: input.itemsTotalPaise,
  });
  if (refusal) throw codeRefused(code.code, refusal, code.minOrderPaise);
  return {
    discountCodeId: code.id,
    code: code.code,
    amountPaise: discountAmountPaise(input.itemsTotalPaise, code.percentage, code.capPaise),
  };
}

/**
 * Counts the use for this payment: the total under a guarded UPDATE (the last use goes to one
 * buyer), then the customer's own count, read after that UPDATE has locked the code so two orders
 * of one customer cannot both pass. Throws DISCOUNT_CODE_INVALID; the caller's transaction then
 * rolls everything back.
 */
export async function claimDiscountUse(
  tx: Executor,
  discount: OrderDiscount,
  input: { userId: number; paymentId: number; now: Date },
): Promise<void> {
  if (!(await takeCodeUse(tx, discount.discountCodeId, input.now)))
    throw codeRefused(discount.code, 'used-up');
  const code = (await findDiscountCode(tx, discount.code)) as DiscountCodeRow;
  const customerUses = await countCustomerUses(tx, discount.discountCodeId, input.userId);
  if (customerUses >= code.usesPerCustomer) throw codeRefused(discount.code, 'used-by-customer');
  await insertDiscountUse(
    tx,
    { discountCodeId: discount.discountCodeId, userId: input.userId, paymentId: input.paymentId },
    input.now,
  );
}

// For the hub's discount codes page (decision 038).
export {
  allCodes,
  codeById,
  insertCode,
  lockCode,
  mostUsesByOneCustomer,
  updateCode,
  usesOfCode,
  type CodeFields,
} from './code-admin';
export type { DiscountCodeRow } from './queries';
// For orders' release of a closed checkout: the code's use comes back in the same transaction
// (lock order, decision 014: the code last).
export { releaseCodeUse } from './queries';
