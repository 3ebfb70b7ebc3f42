import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { deliverySlots, slotTemplates } from '../../db/schema/delivery';
import { standardSlotTemplates } from '../../demo/slot-templates';
import { openTestDatabase } from '../../test/harness';
import { QUICK_SLOT_TYPE, SCHEDULED_SLOT_TYPE, isQuick } from '@makers-pantry/domain/delivery-time';
import {
  activeSlotTemplates,
  ensureDeliverySlots,
  plannedSlots as plannedFrom,
  type SlotTemplate,
} from './slot-calendar';

let database: Database;
let drop: () => Promise<void>;
/** The week a migrated database starts with (migration 0024): the shop's standard templates. */
let week: SlotTemplate[];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  week = await activeSlotTemplates(database.db);
});
afterAll(async () => drop());
beforeEach(async () => {
  await database.db.delete(deliverySlots);
});

const plannedSlots = (now: Date, days?: number) => plannedFrom(week, now, { days });
/** One template, as a row, with the standard morning window's values unless given. */
const template = (fields: Partial<SlotTemplate>): SlotTemplate => ({
  id: 1,
  weekday: 6,
  kind: 'scheduled',
  startMinute: 360,
  endMinute: 480,
  capacity: 60,
  cutoffRule: 'hours_before_start',
  cutoffMinutes: 60,
  promisedMinutes: null,
  deliveryFeePaise: 0,
  freeDeliveryAmountPaise: 0,
  isPodAllowed: true,
  serviceablePolygon: 300,
  daysAhead: 3,
  isActive: true,
  version: 1,
  updatedAt: new Date(0),
  ...fields,
});

const ist = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(d);

describe('plannedSlots', () => {
  it('starts from the IST day: at 20:00Z it is already 21 Nov 01:30 in Bengaluru', () => {
    const slots = plannedSlots(new Date('2026-11-20T20:00:00Z'));
    const dates = [...new Set(slots.map((s) => s.date))];
    expect(dates).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
    const first = slots.find((s) => s.type === SCHEDULED_SLOT_TYPE && s.date === '2026-11-21');
    // 06:00 and 08:00 on the 21st closed at 20:00 and 22:00 IST on the 20th: 17:00 is the first open.
    expect(ist(first?.startAt as Date)).toBe('21/11/2026, 17:00');
    expect(slots.filter((s) => isQuick(s) && s.date === '2026-11-21')).toHaveLength(15);
    expect(slots.some((s) => s.date === '2026-11-20')).toBe(false);
  });

  it.each([
    // [now, type, IST date, expected count]
    ['2026-11-19T18:30:00Z', SCHEDULED_SLOT_TYPE, '2026-11-20', 1], // midnight IST: 06:00 and 08:00 closed last evening
    ['2026-11-19T18:30:00Z', SCHEDULED_SLOT_TYPE, '2026-11-21', 3],
    ['2026-11-19T18:30:00Z', QUICK_SLOT_TYPE, '2026-11-20', 15],
    ['2026-11-19T18:30:00Z', QUICK_SLOT_TYPE, '2026-11-21', 15],
    ['2026-11-19T18:30:00Z', QUICK_SLOT_TYPE, '2026-11-22', 0],
    ['2026-11-20T04:30:00Z', QUICK_SLOT_TYPE, '2026-11-20', 12], // 10:00 IST: 10-11 is open until 10:30
    ['2026-11-20T04:30:00Z', SCHEDULED_SLOT_TYPE, '2026-11-23', 3],
  ])('at %s there are %s-type slots on %s: %i', (now, type, date, count) => {
    const slots = plannedSlots(new Date(now)).filter((s) => s.type === type && s.date === date);
    expect(slots).toHaveLength(count);
  });

  it('runs quick delivery in hourly slots across its template window', () => {
    const quickOn20th = (window?: { first: number; last: number }) =>
      plannedFrom(
        window
          ? week.map((t) =>
              t.kind === 'quick'
                ? { ...t, startMinute: window.first * 60, endMinute: window.last * 60 }
                : t,
            )
          : week,
        new Date('2026-11-19T18:30:00Z'),
        { days: 0 },
      )
        .filter((s) => isQuick(s))
        .map((s) => ist(s.startAt as Date).slice(-5));
    expect(quickOn20th()).toHaveLength(15);
    expect(quickOn20th({ first: 0, last: 24 })).toHaveLength(24);
    expect(quickOn20th({ first: 9, last: 11 })).toEqual(['09:00', '10:00']);
  });

  it('the migration gave a database without templates the same week the demo seed writes', () => {
    const fields = (t: Partial<SlotTemplate>) => ({
      weekday: t.weekday,
      kind: t.kind,
      startMinute: t.startMinute,
      endMinute: t.endMinute,
      capacity: t.capacity,
      cutoffRule: t.cutoffRule ?? null,
      cutoffMinutes: t.cutoffMinutes ?? null,
      promisedMinutes: t.promisedMinutes ?? null,
      deliveryFeePaise: t.deliveryFeePaise ?? 0,
      freeDeliveryAmountPaise: t.freeDeliveryAmountPaise ?? 0,
      isPodAllowed: t.isPodAllowed ?? true,
      serviceablePolygon: t.serviceablePolygon,
      daysAhead: t.daysAhead ?? 3,
    });
    const order = (a: ReturnType<typeof fields>, b: ReturnType<typeof fields>) =>
      a.weekday! - b.weekday! || a.startMinute! - b.startMinute!;
    expect(week.map(fields).sort(order)).toEqual(standardSlotTemplates().map(fields).sort(order));
    expect(week).toHaveLength(28);
  });

  it('gives each kind of slot its rules', () => {
    const slots = plannedSlots(new Date('2026-11-19T18:30:00Z'));
    const tomorrow = slots.filter((s) => s.date === '2026-11-21');
    const morning = tomorrow.find(
      (s) => s.type === SCHEDULED_SLOT_TYPE && ist(s.startAt as Date).endsWith('06:00'),
    );
    expect(morning).toMatchObject({
      isPodAllowed: false,
      capacity: 60,
      deliveryFeePaise: 0,
      serviceablePolygon: 300,
      promisedDeliveryTime: null,
    });
    expect(ist(morning?.endAt as Date)).toBe('21/11/2026, 08:00');
    expect(ist(morning?.cutoffAt as Date)).toBe('20/11/2026, 20:00');
    const evening = tomorrow.find(
      (s) => s.type === SCHEDULED_SLOT_TYPE && ist(s.startAt as Date).endsWith('17:00'),
    );
    expect(evening).toMatchObject({ isPodAllowed: true, capacity: 60 });
    expect(ist(evening?.endAt as Date)).toBe('21/11/2026, 20:00');

    const quick = tomorrow.filter((s) => isQuick(s));
    expect(ist(quick[0]?.startAt as Date)).toBe('21/11/2026, 07:00');
    expect(ist(quick.at(-1)?.endAt as Date)).toBe('21/11/2026, 22:00');
    expect(quick[0]).toMatchObject({
      promisedDeliveryTime: 30,
      capacity: 15,
      deliveryFeePaise: 2500,
      freeDeliveryAmountPaise: 19900,
      serviceablePolygon: 100,
    });
    expect(ist(quick[0]?.cutoffAt as Date)).toBe('21/11/2026, 07:30');
  });
});

describe('ensureDeliverySlots', () => {
  it('fills the calendar once and adds only what is missing later', async () => {
    const now = new Date('2026-11-20T20:00:00Z');
    const added = await ensureDeliverySlots(database.db, now);
    expect(added).toBe(plannedSlots(now).length);
    expect(await ensureDeliverySlots(database.db, now)).toBe(0);

    const rows = await database.db.select().from(deliverySlots).orderBy(asc(deliverySlots.startAt));
    expect(rows).toHaveLength(added);
    const keys = rows.map((r) => `${r.type}@${r.startAt.toISOString()}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.every((r) => r.booked === 0 && r.isActive)).toBe(true);

    // A day later, the new last day appears; nothing already there is duplicated.
    const later = new Date(now.getTime() + 24 * 3600_000);
    const more = await ensureDeliverySlots(database.db, later);
    expect(more).toBeGreaterThan(0);
    const after = await database.db.select().from(deliverySlots);
    const afterKeys = after.map((r) => `${r.type}@${r.startAt.toISOString()}`);
    expect(new Set(afterKeys).size).toBe(afterKeys.length);
    expect(after.some((r) => r.date === '2026-11-25')).toBe(true);
  });

  it('keeps bookings on slots that already exist', async () => {
    const now = new Date('2026-11-20T04:30:00Z');
    await ensureDeliverySlots(database.db, now);
    const [slot] = await database.db.select().from(deliverySlots).limit(1);
    await database.db.update(deliverySlots).set({ booked: 7 });
    await ensureDeliverySlots(database.db, now);
    const rows = await database.db.select().from(deliverySlots);
    expect(rows.find((r) => r.id === slot?.id)?.booked).toBe(7);
  });
});

describe('slots from templates on the IST calendar', () => {
  // 20 Nov 2026 is a Friday; a Saturday-only template, today only (daysAhead 0).
  const saturday = template({ weekday: 6, daysAhead: 0 });

  it('turns a weekday over at midnight in India, not at midnight UTC', () => {
    // 23:59 IST on Friday: Saturday is tomorrow, and the template makes today's slots only.
    expect(plannedFrom([saturday], new Date('2026-11-20T18:29:00Z'))).toEqual([]);
    // 00:00 IST on Saturday (still Friday in UTC): Saturday's 6-8 AM slot, dated the 21st.
    for (const now of ['2026-11-20T18:30:00Z', '2026-11-20T20:00:00Z']) {
      const [slot, ...rest] = plannedFrom([saturday], new Date(now));
      expect(rest).toEqual([]);
      expect(slot).toMatchObject({ date: '2026-11-21', type: SCHEDULED_SLOT_TYPE, templateId: 1 });
      expect(ist(slot!.startAt as Date)).toBe('21/11/2026, 06:00');
      expect(ist(slot!.endAt as Date)).toBe('21/11/2026, 08:00');
      expect(ist(slot!.cutoffAt as Date)).toBe('21/11/2026, 05:00');
    }
  });

  it("closes a 'the day before at 22:00' slot at 22:00 IST the evening before", () => {
    const dayBefore = template({
      weekday: 6,
      cutoffRule: 'day_before_at',
      cutoffMinutes: 22 * 60,
    });
    const at2159 = plannedFrom([dayBefore], new Date('2026-11-20T16:29:00Z'));
    expect(at2159.map((s) => s.date)).toEqual(['2026-11-21']);
    expect(ist(at2159[0]!.cutoffAt as Date)).toBe('20/11/2026, 22:00');
    expect(plannedFrom([dayBefore], new Date('2026-11-20T16:30:00Z'))).toEqual([]);
    // A week on, the next Saturday's slot is made once it is within three days.
    expect(plannedFrom([dayBefore], new Date('2026-11-24T18:30:00Z')).map((s) => s.date)).toEqual([
      '2026-11-28',
    ]);
  });

  it('makes the silent morning slot prepaid only, and nothing from a switched-off template', () => {
    const [morning] = plannedFrom(
      [template({ kind: 'morning', isPodAllowed: true })],
      new Date('2026-11-20T18:30:00Z'),
    );
    expect(morning).toMatchObject({ isPodAllowed: false, type: SCHEDULED_SLOT_TYPE });
    expect(plannedFrom([template({ isActive: false })], new Date('2026-11-20T18:30:00Z'))).toEqual(
      [],
    );
  });

  it('leaves slots already made as they are when their template changes', async () => {
    const now = new Date('2026-11-20T04:30:00Z');
    const added = await ensureDeliverySlots(database.db, now);
    expect(added).toBeGreaterThan(0);
    const evening = week.find((t) => t.kind === 'scheduled' && t.startMinute === 17 * 60)!;
    await database.db
      .update(slotTemplates)
      .set({ capacity: 5 })
      .where(eq(slotTemplates.id, evening.id));
    try {
      expect(await ensureDeliverySlots(database.db, now)).toBe(0);
      const made = await database.db
        .select()
        .from(deliverySlots)
        .where(eq(deliverySlots.templateId, evening.id));
      expect(made.map((s) => s.capacity)).toEqual(made.map(() => 60));
    } finally {
      await database.db
        .update(slotTemplates)
        .set({ capacity: evening.capacity })
        .where(eq(slotTemplates.id, evening.id));
    }
  });
});
