import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, boolean } from 'drizzle-orm/pg-core';
import { createdAt, editVersion, linkTo, paise, partOf, serialId, timestamptz } from '../columns';
import { belongsToUser } from './accounts';
import { payments } from './payments';

/** Codes are stored upper-case; the customer's text is trimmed and upper-cased before lookup. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serialId(),
    code: text('code').notNull().unique(),
    percentage: integer('percentage').notNull(),
    capPaise: paise('cap_paise'),
    validFrom: timestamptz('valid_from').notNull(),
    validTo: timestamptz('valid_to').notNull(),
    minOrderPaise: paise('min_order_paise').default(0),
    /** null: no limit on the number of uses. */
    totalUses: integer('total_uses'),
    /** Uses held by live orders; released when an order is cancelled or its payment expires. */
    usesCount: integer('uses_count').notNull().default(0),
    usesPerCustomer: integer('uses_per_customer').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /** Every hub edit moves it; an edit made on an older one answers 409 STALE_VERSION. */
    version: editVersion(),
  },
  (t) => [
    check('discount_codes_upper', sql`${t.code} = upper(${t.code})`),
    check('discount_codes_percentage', sql`${t.percentage} BETWEEN 1 AND 100`),
    check(
      'discount_codes_uses',
      sql`${t.usesCount} >= 0 AND (${t.totalUses} IS NULL OR ${t.usesCount} <= ${t.totalUses})`,
    ),
  ],
);

/** A customer's use of a code, counted per customer; released with the payment's orders. */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: serialId(),
    discountCodeId: linkTo('discount_code_id', () => discountCodes.id),
    userId: belongsToUser(),
    paymentId: partOf('payment_id', () => payments.id).unique(),
    createdAt: createdAt(),
    releasedAt: timestamptz('released_at'),
  },
  (t) => [index('discount_uses_user_idx').on(t.discountCodeId, t.userId)],
);
