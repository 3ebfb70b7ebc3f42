import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema/analytics';

export type AnalyticsRow = typeof analyticsEvents.$inferInsert;

/** One multi-row insert per batch. */
export async function insertEvents(db: Db, rows: AnalyticsRow[]) {
  await db.insert(analyticsEvents).values(rows);
}
