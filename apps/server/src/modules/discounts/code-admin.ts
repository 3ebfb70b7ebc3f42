import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { discountCodes, discountUses } from '../../db/schema/discounts';
import type { DiscountCodeRow } from './queries';

/**
 * Codes as the hub writes them (decision 038). The limits are guarded twice: the hub's service
 * compares them with the uses under the code's row lock (which every checkout's use also takes),
 * and the table's CHECK refuses a total below the uses whatever writes it.
 */
export type CodeFields = Omit<
  typeof discountCodes.$inferInsert,
  'id' | 'code' | 'usesCount' | 'createdAt' | 'version'
>;

export function allCodes(db: Db): Promise<DiscountCodeRow[]> {
  return db
    .select()
    .from(discountCodes)
    .orderBy(desc(discountCodes.validTo), desc(discountCodes.id))
    .limit(500);
}

export async function codeById(db: Executor, id: number): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row;
}

/** The code's row, locked until the transaction ends: a checkout's use waits for the edit. */
export async function lockCode(tx: Executor, id: number): Promise<DiscountCodeRow | undefined> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  return row;
}

/** Undefined when a code with this text exists already. */
export async function insertCode(
  tx: Executor,
  fields: CodeFields & { code: string },
  now: Date,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await tx
    .insert(discountCodes)
    .values({ ...fields, createdAt: now })
    .onConflictDoNothing({ target: discountCodes.code })
    .returning();
  return row;
}

export async function updateCode(
  tx: Executor,
  id: number,
  fields: Partial<CodeFields>,
): Promise<DiscountCodeRow> {
  const [row] = await tx
    .update(discountCodes)
    .set({ ...fields, version: sql`${discountCodes.version} + 1` })
    .where(eq(discountCodes.id, id))
    .returning();
  return row!;
}

/** The most uses of the code one customer holds now (released uses do not count). */
export async function mostUsesByOneCustomer(tx: Executor, codeId: number): Promise<number> {
  const [row] = await tx
    .select({ most: sql<number>`coalesce(max(per_customer.uses), 0)::int` })
    .from(
      tx
        .select({ uses: sql<number>`count(*)`.as('uses') })
        .from(discountUses)
        .where(and(eq(discountUses.discountCodeId, codeId), isNull(discountUses.releasedAt)))
        .groupBy(discountUses.userId)
        .as('per_customer'),
    );
  return Number(row?.most ?? 0);
}

/**
 * Who used the code, with which payment, when; newest first. The hub names the customer and the
 * orders, and shows the discount, by asking accounts, orders and payments for them.
 */
export function usesOfCode(db: Db, codeId: number, limit: number) {
  return db
    .select({
      id: discountUses.id,
      userId: discountUses.userId,
      paymentId: discountUses.paymentId,
      at: discountUses.createdAt,
      releasedAt: discountUses.releasedAt,
    })
    .from(discountUses)
    .where(eq(discountUses.discountCodeId, codeId))
    .orderBy(desc(discountUses.id))
    .limit(limit);
}
