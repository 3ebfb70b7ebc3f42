import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketImages, tickets } from '../../db/schema/support';
import type { Job } from '../../jobs';
import { forgetPrivateFiles } from '../../media/private-photos';
import type { MediaShelf } from '../../providers/media-store/media-store';

/**
 * A draft is what the report form shows a customer to check before they confirm it, seconds or
 * minutes later; a day on, nobody is coming back to it.
 */
export const DRAFT_LIFETIME_MS = 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;
const MOST_PER_SWEEP = 500;

/**
 * Removes drafts older than a day, with their photos. The drafts are locked first, so a customer
 * confirming one at that moment either confirms it before (and it stays) or finds it gone; the
 * photo files go once the rows are gone. Answers how many drafts it removed.
 */
export async function sweepStaleDrafts(db: Db, photos: MediaShelf, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DRAFT_LIFETIME_MS);
  const { removed, paths } = await db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.isDraft, true), lt(tickets.createdAt, before)))
      .orderBy(asc(tickets.id))
      .limit(MOST_PER_SWEEP)
      .for('update', { skipLocked: true });
    const ids = stale.map((ticket) => ticket.id);
    if (ids.length === 0) return { removed: 0, paths: [] };
    const stored = await tx
      .select({ path: ticketImages.storagePath })
      .from(ticketImages)
      .where(inArray(ticketImages.ticketId, ids));
    // Their photo rows go with them (ON DELETE CASCADE).
    await tx.delete(tickets).where(inArray(tickets.id, ids));
    return { removed: ids.length, paths: stored.map((photo) => photo.path) };
  });
  await forgetPrivateFiles(photos, paths);
  return removed;
}

/**
 * The runner's job (decision 034): every hour, the drafts older than a day, with their photos in
 * the media store's private files. (The uploads a crash left are each instance's own to sweep:
 * received-files.ts.)
 */
export const draftSweeperJob = (db: Db, photos: MediaShelf): Job => ({
  name: 'remove-stale-ticket-drafts',
  everyMs: SWEEP_EVERY_MS,
  run: (now) => sweepStaleDrafts(db, photos, now),
});
