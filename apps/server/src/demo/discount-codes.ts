import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { discountCodes } from '../db/schema/discounts';

const DAY = 86_400_000;

/**
 * The demo codes the README lists: one for everyday use, one that makes the order free (to try
 * 'Place Order'), and two that show the refusals. Upserted, so a reseed also gives the uses back.
 */
export function demoDiscountCodes(now: Date): (typeof discountCodes.$inferInsert)[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      code: 'PANTRY10',
      percentage: 10,
      capPaise: 10_000,
      validFrom: at(-1),
      validTo: at(365),
      minOrderPaise: 0,
      totalUses: null,
      usesCount: 0,
      usesPerCustomer: 100,
    },
    {
      code: 'FREEMEAL',
      percentage: 100,
      capPaise: 500_000,
      validFrom: at(-1),
      validTo: at(365),
      minOrderPaise: 0,
      totalUses: 1_000,
      usesCount: 0,
      usesPerCustomer: 5,
    },
    {
      code: 'BIGBASKET20',
      percentage: 20,
      capPaise: 20_000,
      validFrom: at(-1),
      validTo: at(365),
      minOrderPaise: 50_000,
      totalUses: null,
      usesCount: 0,
      usesPerCustomer: 1,
    },
    {
      code: 'DIWALI25',
      percentage: 25,
      capPaise: 25_000,
      validFrom: at(-60),
      validTo: at(-30),
      minOrderPaise: 0,
      totalUses: null,
      usesCount: 0,
      usesPerCustomer: 1,
    },
    {
      code: 'FIRST50',
      percentage: 50,
      capPaise: 15_000,
      validFrom: at(-30),
      validTo: at(365),
      minOrderPaise: 0,
      totalUses: 100,
      usesCount: 100,
      usesPerCustomer: 1,
    },
  ];
}

export async function seedDiscountCodes(db: Executor, now: Date): Promise<number> {
  const rows = demoDiscountCodes(now);
  await db
    .insert(discountCodes)
    .values(rows)
    .onConflictDoUpdate({
      target: discountCodes.code,
      set: {
        percentage: sql`excluded.percentage`,
        capPaise: sql`excluded.cap_paise`,
        validFrom: sql`excluded.valid_from`,
        validTo: sql`excluded.valid_to`,
        minOrderPaise: sql`excluded.min_order_paise`,
        totalUses: sql`excluded.total_uses`,
        usesCount: sql`excluded.uses_count`,
        usesPerCustomer: sql`excluded.uses_per_customer`,
        isActive: sql`excluded.is_active`,
      },
    });
  return rows.length;
}
