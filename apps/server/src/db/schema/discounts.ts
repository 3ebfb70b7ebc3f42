import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  boolean,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { payments } from './payments';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Codes are stored upper-case; the customer's text is trimmed and upper-cased before lookup. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    percentage: integer('percentage').notNull(),
    capPaise: integer('cap_paise').notNull(),
    validFrom: timestamptz('valid_from').notNull(),
    validTo: timestamptz('valid_to').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** null: no limit on the number of uses. */
    totalUses: integer('total_uses'),
    /** Uses held by live orders; released when an order is cancelled or its payment expires. */
    usesCount: integer('uses_count').notNull().default(0),
    usesPerCustomer: integer('uses_per_customer').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Every hub edit moves it; an edit made on an older one answers 409 STALE_VERSION. */
    version: integer('version').notNull().default(1),
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
    id: serial('id').primaryKey(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' })
      .unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    releasedAt: timestamptz('released_at'),
  },
  (t) => [index('discount_uses_user_idx').on(t.discountCodeId, t.userId)],
);
