import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  deliveryDayLabel,
  istDate,
  istDayText,
  istMidnight,
  istTime,
  quickSlotDeliversNow,
  slotLabel,
} from './delivery-time';

describe('the day in India', () => {
  it.each([
    ['2026-11-20T18:29:59Z', '2026-11-20', '2026-11-19T18:30:00.000Z'],
    ['2026-11-20T18:30:00Z', '2026-11-21', '2026-11-20T18:30:00.000Z'],
    ['2026-11-20T20:00:00Z', '2026-11-21', '2026-11-20T18:30:00.000Z'],
    ['2026-11-20T04:30:00Z', '2026-11-20', '2026-11-19T18:30:00.000Z'],
    ['2026-12-31T19:00:00Z', '2027-01-01', '2026-12-31T18:30:00.000Z'],
  ])('%s is %s in Bengaluru, which began at %s', (instant, date, midnight) => {
    expect(istDate(new Date(instant))).toBe(date);
    expect(istMidnight(new Date(instant)).toISOString()).toBe(midnight);
  });
});

describe('delivery days in India', () => {
  it('takes the date in IST, not UTC', () => {
    expect(istDate(new Date('2026-11-20T18:29:00Z'))).toBe('2026-11-20');
    expect(istDate(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
  });

  const lateEvening = new Date('2026-11-20T17:00:00Z'); // 22:30 IST on the 20th
  const afterMidnight = new Date('2026-11-20T19:00:00Z'); // 00:30 IST on the 21st
  it.each([
    ['2026-11-20', lateEvening, 'Today'],
    ['2026-11-21', lateEvening, 'Tomorrow'],
    ['2026-11-22', lateEvening, 'Day After'],
    ['2026-11-21', afterMidnight, 'Today'],
    ['2026-11-22', afterMidnight, 'Tomorrow'],
    ['2026-11-23', afterMidnight, 'Day After'],
    ['2026-11-24', afterMidnight, 'Tue, 24 Nov'],
  ])('%s seen at %s is %s', (date, now, label) => {
    expect(deliveryDayLabel(date, now)).toBe(label);
  });

  it('reads a scheduled slot with IST times', () => {
    const slot = {
      type: 10,
      date: '2026-11-21',
      startDatetime: '2026-11-21T00:30:00.000Z',
      endDatetime: '2026-11-21T02:30:00.000Z',
      promisedDeliveryTime: null,
    };
    expect(slotLabel(slot, lateEvening)).toBe('Tomorrow, 6 AM to 8 AM');
  });

  it('reads a quick slot as minutes', () => {
    const slot = {
      type: 100,
      date: '2026-11-20',
      startDatetime: '2026-11-20T10:30:00.000Z',
      endDatetime: '2026-11-20T11:30:00.000Z',
      promisedDeliveryTime: 30,
    };
    expect(slotLabel(slot, lateEvening)).toBe('Get it in 30 mins');
  });
});

describe('a quick slot delivers now', () => {
  const now = new Date('2026-11-20T04:30:00Z'); // 10:00 IST
  const window = (startIst: string, promisedDeliveryTime: number | null = 30) => ({
    startAt: new Date(`2026-11-20T${startIst}:00+05:30`),
    promisedDeliveryTime,
  });
  it.each([
    ['09:00', 30, true], // open since 9
    ['10:30', 30, true], // an order at 10 arrives at 10:30, as the window opens
    ['10:31', 30, false],
    ['11:00', 30, false], // the next hour is not 'now'
    ['10:45', 45, true],
    ['10:30', null, true], // no promise of its own: 30 minutes
  ])('a window from %s promising %s mins: %s', (start, promised, delivers) => {
    expect(quickSlotDeliversNow(window(start, promised), now)).toBe(delivers);
  });
});

describe('IST without the time-zone database', () => {
  // The shop computes IST by its fixed offset; Intl, reading the time-zone database, must agree
  // on every instant of the years the shop will see.
  const instants = fc.date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2040-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const intlDate = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const intlTime = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const intlDay = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const intlWeekday = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });

  it('gives the same date and time as Intl with Asia/Kolkata', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(istDate(instant)).toBe(intlDate.format(instant));
        expect(istTime(instant)).toBe(intlTime.format(instant).replace(':00 ', ' '));
        expect(istDayText(instant)).toBe(intlDay.format(instant));
      }),
    );
  });

  it('names later days as Intl does', () => {
    const now = new Date('2026-11-20T06:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 4000 }), (days) => {
        const date = istDate(new Date(now.getTime() + days * 86_400_000));
        expect(deliveryDayLabel(date, now)).toBe(intlWeekday.format(new Date(`${date}T00:00:00Z`)));
      }),
    );
  });

  it.each([
    ['2026-11-21T06:30:00Z', '12 PM'],
    ['2026-11-20T18:30:00Z', '12 AM'],
    ['2026-11-21T12:00:00Z', '5:30 PM'],
  ])('%s is %s in IST', (instant, text) => {
    expect(istTime(new Date(instant))).toBe(text);
  });
});
