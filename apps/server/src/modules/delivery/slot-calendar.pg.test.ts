import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { deliverySlots } from '../../db/schema/delivery';
import { runDueJobs } from '../../jobs';
import { openTestDatabase } from '../../test/harness';
import {
  activeSlotTemplates,
  ensureDeliverySlots,
  plannedSlots,
  slotCalendarJob,
} from './slot-calendar';

/** Two instances of the shop (two connection pools) make the coming days' slots at once. */
let first: Database;
let second: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  first = opened.database;
  second = openDatabase({ url: opened.url!, poolSize: 5 });
  drop = async () => {
    await second.close();
    await opened.drop();
  };
}, 60_000);
afterAll(async () => drop());
beforeEach(async () => {
  await first.db.delete(deliverySlots);
  await first.db.execute(sql`delete from scheduled_jobs`);
});

const now = new Date('2026-11-20T18:45:00Z'); // 00:15 IST on Saturday 21 Nov
const slotRows = () =>
  first.db.execute<{ type: number; start_at: Date; serviceable_polygon: number; n: number }>(
    sql`select type, start_at, serviceable_polygon, count(*)::int as n from delivery_slots
        group by 1, 2, 3`,
  );

describe('slot making on two instances at once', () => {
  it('through the runner: the job runs on one of them and every slot is made once', async () => {
    const wanted = plannedSlots(await activeSlotTemplates(first.db), now).length;
    const fail = (job: string, error: unknown) => {
      throw new Error(`${job}: ${String(error)}`);
    };
    const ran = await Promise.all([
      runDueJobs(first.db, [slotCalendarJob(first.db)], () => now, fail, 'instance-1'),
      runDueJobs(second.db, [slotCalendarJob(second.db)], () => now, fail, 'instance-2'),
    ]);
    expect(ran.flat()).toEqual(['make-delivery-slots']);
    const rows = await slotRows();
    expect(rows.rows.length).toBe(wanted);
    expect(rows.rows.every((row) => row.n === 1)).toBe(true);
  });

  it('called directly by both (a start-up on each): each slot once, the second adds none', async () => {
    const added = await Promise.all([
      ensureDeliverySlots(first.db, now),
      ensureDeliverySlots(second.db, now),
      ensureDeliverySlots(first.db, now),
    ]);
    const wanted = plannedSlots(await activeSlotTemplates(first.db), now).length;
    expect(added.toSorted((a, b) => b - a)).toEqual([wanted, 0, 0]);
    const rows = await slotRows();
    expect(rows.rows.every((row) => row.n === 1)).toBe(true);
    // Saturday's slots are dated by the IST calendar, though it is still Friday in UTC.
    const dates = await first.db.execute<{ date: string }>(
      sql`select distinct date::text as date from delivery_slots order by 1`,
    );
    expect(dates.rows.map((row) => row.date)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
  });
});
