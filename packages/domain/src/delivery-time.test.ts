import { describe, expect, it } from 'vitest';
import { deliveryDayLabel, istDate, slotLabel } from './delivery-time';

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
