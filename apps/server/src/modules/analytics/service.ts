import type { AnalyticsBatch } from '@makers-pantry/domain/catalog';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { insertEvents } from './queries';

/** Device clocks drift; a day ahead is drift, more is a broken clock or made-up data. */
const FUTURE_TOLERANCE_MS = 24 * 3_600_000;

/** Stores a batch of browser events as they are; all or nothing. */
export async function recordEvents(
  context: AppContext,
  batch: AnalyticsBatch,
  userId: string | null,
): Promise<{ accepted: number }> {
  const now = context.now();
  const latest = now.getTime() + FUTURE_TOLERANCE_MS;
  const rows = batch.events.map((event, index) => {
    const occurredAt = new Date(event.occurredAt);
    if (occurredAt.getTime() > latest)
      throw badRequest(
        'EVENT_IN_FUTURE',
        `Event ${index + 1} is dated more than a day ahead (${event.occurredAt}); check the device clock.`,
      );
    return {
      name: event.name,
      path: event.path,
      properties: event.properties,
      anonymousId: event.anonymousId ?? null,
      userId,
      occurredAt,
      receivedAt: now,
    };
  });
  await insertEvents(context.db, rows);
  return { accepted: rows.length };
}
