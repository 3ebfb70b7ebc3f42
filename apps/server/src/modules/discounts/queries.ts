import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { discountCodes, discountUses } from '../../db/schema/discounts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** Codes are stored upper-case; `code` is already trimmed and upper-cased by the schema. */
export async function findDiscountCode(
  db: Executor,
  code: string,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row;
}

/** Uses of the code by this customer that still hold (released uses do not count). */
export async function countCustomerUses(
  db: Executor,
  discountCodeId: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(discountUses)
    .where(
      and(
        eq(discountUses.discountCodeId, discountCodeId),
        eq(discountUses.userId, userId),
        isNull(discountUses.releasedAt),
      ),
    );
  return row?.uses ?? 0;
}

/**
 * Counts one use if the code still has one left and is live at `now`; the guard is in the UPDATE,
 * so the last use goes to exactly one buyer. The row stays locked until the caller's transaction
 * ends, which also serialises the per-customer count that follows.
 */
export async function takeCodeUse(tx: Executor, discountCodeId: number, now: Date) {
  const taken = await tx
    .update(discountCodes)
    .set({ usesCount: sql`${discountCodes.usesCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, discountCodeId),
        eq(discountCodes.isActive, true),
        sql`${discountCodes.validFrom} <= ${now.toISOString()}`,
        sql`${discountCodes.validTo} > ${now.toISOString()}`,
        or(isNull(discountCodes.totalUses), lt(discountCodes.usesCount, discountCodes.totalUses)),
      ),
    )
    .returning({ id: discountCodes.id });
  return taken.length === 1;
}

export async function insertDiscountUse(
  tx: Executor,
  use: { discountCodeId: number; userId: number; paymentId: number },
  now: Date,
) {
  await tx.insert(discountUses).values({ ...use, createdAt: now });
}

/**
 * Gives a checkout's code use back (its last live order closed): the use is marked released and
 * the code's count goes down, once however often it is asked (`released_at` guards it).
 */
export async function releaseCodeUse(tx: Executor, paymentId: number, now: Date) {
  const released = await tx
    .update(discountUses)
    .set({ releasedAt: now })
    .where(and(eq(discountUses.paymentId, paymentId), isNull(discountUses.releasedAt)))
    .returning({ discountCodeId: discountUses.discountCodeId });
  for (const use of released) {
    await tx
      .update(discountCodes)
      .set({ usesCount: sql`greatest(${discountCodes.usesCount} - 1, 0)` })
      .where(eq(discountCodes.id, use.discountCodeId));
  }
}
