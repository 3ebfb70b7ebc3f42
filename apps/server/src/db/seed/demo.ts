import { sql } from 'drizzle-orm';
import type { Db } from '../client';

// Placeholder until the demo catalogue lands (issue 2, section 3).
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
  return (rows.rows[0]?.n ?? 0) === 0;
}

export async function seedDemo(_db: Db, _options: { mediaDir: string; now: Date }): Promise<void> {}
