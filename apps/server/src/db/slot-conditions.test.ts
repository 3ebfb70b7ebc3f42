import { and, asc, inArray } from 'drizzle-orm';
import {
  QUICK_SLOT_TYPE,
  SCHEDULED_SLOT_TYPE,
  takesOrders as takesOrdersInMemory,
} from '@makers-pantry/domain/delivery-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import type { Database } from './client';
import { deliverySlots } from './schema/delivery';
import { instant, takesOrders } from './slot-conditions';

/**
 * 'Takes orders' is written twice: in SQL for the product cards' earliest slot, delivery options
 * and booking a place, and in memory (packages/domain/src/delivery-time.ts) for slots already
 * read. Every slot below is asked both ways at each moment: the two must say the same.
 */

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const NOW = new Date('2026-11-20T04:30:00.000Z'); // 10 AM in India
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

type SlotCase = {
  name: string;
  type: number;
  isActive: boolean;
  /** Minutes from NOW. */
  start: number;
  end: number;
  cutoff: number;
  booked: number;
  capacity: number;
  promisedDeliveryTime: number | null;
  /** What both forms must answer at NOW. */
  takesOrders: boolean;
};

const window = { type: SCHEDULED_SLOT_TYPE, isActive: true, promisedDeliveryTime: null };
const quick = { type: QUICK_SLOT_TYPE, isActive: true, promisedDeliveryTime: 30 };

const cases: SlotCase[] = [
  {
    ...window,
    name: 'an open window',
    start: 240,
    end: 360,
    cutoff: 60,
    booked: 3,
    capacity: 10,
    takesOrders: true,
  },
  {
    ...window,
    name: 'a closed window',
    isActive: false,
    start: 240,
    end: 360,
    cutoff: 60,
    booked: 0,
    capacity: 10,
    takesOrders: false,
  },
  {
    ...window,
    name: 'a full window',
    start: 240,
    end: 360,
    cutoff: 60,
    booked: 10,
    capacity: 10,
    takesOrders: false,
  },
  {
    ...window,
    name: 'a window with one place left',
    start: 240,
    end: 360,
    cutoff: 60,
    booked: 9,
    capacity: 10,
    takesOrders: true,
  },
  {
    ...window,
    name: 'a window past its cut-off',
    start: 240,
    end: 360,
    cutoff: -1,
    booked: 0,
    capacity: 10,
    takesOrders: false,
  },
  {
    ...window,
    name: 'a window whose cut-off is this instant',
    start: 240,
    end: 360,
    cutoff: 0,
    booked: 0,
    capacity: 10,
    takesOrders: false,
  },
  {
    ...window,
    name: 'a window that started but is still before its cut-off',
    start: -30,
    end: 90,
    cutoff: 30,
    booked: 0,
    capacity: 10,
    takesOrders: true,
  },
  {
    ...quick,
    name: 'the quick hour running now',
    start: -10,
    end: 50,
    cutoff: 20,
    booked: 0,
    capacity: 5,
    takesOrders: true,
  },
  {
    ...quick,
    name: 'a quick hour the promise reaches',
    start: 30,
    end: 90,
    cutoff: 60,
    booked: 0,
    capacity: 5,
    takesOrders: true,
  },
  {
    ...quick,
    name: 'a quick hour one minute beyond the promise',
    start: 31,
    end: 91,
    cutoff: 61,
    booked: 0,
    capacity: 5,
    takesOrders: false,
  },
  {
    ...quick,
    name: "this evening's quick hour",
    start: 480,
    end: 540,
    cutoff: 510,
    booked: 0,
    capacity: 5,
    takesOrders: false,
  },
  {
    ...quick,
    name: 'a quick hour without a promise of its own (30 minutes)',
    promisedDeliveryTime: null,
    start: 25,
    end: 85,
    cutoff: 55,
    booked: 0,
    capacity: 5,
    takesOrders: true,
  },
  {
    ...quick,
    name: 'a quick hour without a promise, beyond 30 minutes',
    promisedDeliveryTime: null,
    start: 35,
    end: 95,
    cutoff: 65,
    booked: 0,
    capacity: 5,
    takesOrders: false,
  },
  {
    ...quick,
    name: 'a quick hour promising 60 minutes',
    promisedDeliveryTime: 60,
    start: 55,
    end: 115,
    cutoff: 85,
    booked: 0,
    capacity: 5,
    takesOrders: true,
  },
  {
    ...quick,
    name: 'a full quick hour',
    start: -10,
    end: 50,
    cutoff: 20,
    booked: 5,
    capacity: 5,
    takesOrders: false,
  },
  {
    ...quick,
    name: 'a closed quick hour',
    isActive: false,
    start: -10,
    end: 50,
    cutoff: 20,
    booked: 0,
    capacity: 5,
    takesOrders: false,
  },
  {
    ...quick,
    name: 'a quick hour past its cut-off',
    start: -40,
    end: 20,
    cutoff: -10,
    booked: 0,
    capacity: 5,
    takesOrders: false,
  },
];

async function insertSlots() {
  return database.db
    .insert(deliverySlots)
    .values(
      cases.map((slot) => ({
        date: '2026-11-20',
        type: slot.type,
        isActive: slot.isActive,
        startAt: minutes(slot.start),
        endAt: minutes(slot.end),
        cutoffAt: minutes(slot.cutoff),
        booked: slot.booked,
        capacity: slot.capacity,
        promisedDeliveryTime: slot.promisedDeliveryTime,
        serviceablePolygon: 300,
      })),
    )
    .returning();
}

/** The slots among `ids` the SQL form says take orders at `now`, by id. */
async function idsTakingOrdersInSql(ids: number[], now: Date): Promise<number[]> {
  const rows = await database.db
    .select({ id: deliverySlots.id })
    .from(deliverySlots)
    .where(and(inArray(deliverySlots.id, ids), takesOrders(instant(now))))
    .orderBy(asc(deliverySlots.id));
  return rows.map((row) => row.id);
}

describe("'takes orders' in SQL and in memory", () => {
  let rows: (typeof deliverySlots.$inferSelect)[];
  beforeAll(async () => {
    rows = await insertSlots();
  });

  it.each(cases.map((slot, index) => [slot.name, index] as const))(
    '%s: both forms answer as the table says',
    async (_name, index) => {
      const row = rows[index]!;
      const inSql = (await idsTakingOrdersInSql([row.id], NOW)).includes(row.id);
      expect(takesOrdersInMemory(row, NOW)).toBe(cases[index]!.takesOrders);
      expect(inSql).toBe(cases[index]!.takesOrders);
    },
  );

  it('agree on every slot every five minutes from an hour before to ten hours after', async () => {
    const ids = rows.map((row) => row.id);
    for (let step = -60; step <= 600; step += 5) {
      const now = minutes(step);
      const inMemory = rows.filter((row) => takesOrdersInMemory(row, now)).map((row) => row.id);
      expect(await idsTakingOrdersInSql(ids, now), `at ${now.toISOString()}`).toEqual(inMemory);
    }
  });
});
