import { describe, expect, it } from 'vitest';
import {
  cancelOrderRequestSchema,
  deliveredTo,
  isCardClickable,
  placedOnText,
  paymentMethodText,
  podPendingText,
  reportIssueHref,
  showsCancel,
  slotBadge,
  slotCardTitle,
} from './order-history';

describe('slot badge', () => {
  it.each([
    [[90], 'Cancelled', 'primary'],
    [[10], 'Cancelled', 'primary'],
    [[10, 90], 'Cancelled', 'primary'],
    [[70], 'Delivered', 'success'],
    [[70, 90], 'Delivered', 'success'],
    [[10, 70], 'Delivered', 'success'],
    [[20], 'Confirmed', 'warning'],
    [[50, 90], 'Confirmed', 'warning'],
    [[60], 'Confirmed', 'warning'],
    [[70, 60], 'Confirmed', 'warning'],
    [[5], 'Confirmed', 'warning'],
  ])('%j -> %s (%s)', (statuses, text, tone) => {
    expect(slotBadge(statuses)).toEqual({ text, tone });
  });
});

describe("slot 'Report Issue'", () => {
  const orders = (...statuses: number[]) => statuses.map((status, i) => ({ id: 40 + i, status }));
  it.each([
    [orders(90), null],
    [orders(10, 90), null],
    [orders(70), '/help/40'],
    [orders(70, 90), '/help/40'],
    // Not the cancelled order: its help form would refuse whatever was filled in.
    [orders(90, 70), '/help/41'],
    [orders(10, 90, 70, 70), '/help/42'],
    [orders(20), '/help'],
    [orders(70, 50), '/help'],
  ])('%j -> %s', (list, href) => {
    expect(reportIssueHref(list)).toBe(href);
  });
});

describe('card click rule', () => {
  it.each([
    [0, 0, false],
    [0, 120, true],
    [250, 0, true],
    [250, 50, true],
  ])('net %d, discount %d: clickable %s', (netAmount, discountAmount, clickable) => {
    expect(isCardClickable({ netAmount, discountAmount })).toBe(clickable);
  });
});

describe('texts', () => {
  it.each([
    [10, 'Online Payment'],
    [20, 'Pay on Delivery'],
    [50, 'Pay on Delivery'],
    [60, 'Pay on Delivery'],
  ])('method %i reads %s', (method, text) => {
    expect(paymentMethodText(method)).toBe(text);
  });

  it("joins 'Delivered to' from door number to pincode, skipping empty parts", () => {
    const address = {
      doorNum: 'A-204',
      buildingDetails: 'Prestige Lakeside',
      road: '',
      area: 'Varthur',
      city: 'BANGALORE',
      pincode: '560087',
    };
    expect(deliveredTo(address)).toBe('A-204, Prestige Lakeside, Varthur, BANGALORE, 560087');
    expect(deliveredTo({ ...address, road: 'Varthur Main Road' })).toBe(
      'A-204, Prestige Lakeside, Varthur Main Road, Varthur, BANGALORE, 560087',
    );
  });

  it.each([
    [{ toCollect: 450, isCompleted: false }, 'POD Pending ₹450'],
    [{ toCollect: 99.5, isCompleted: false }, 'POD Pending ₹99.50'],
    [{ toCollect: 450, isCompleted: true }, null],
    [{ toCollect: 0, isCompleted: false }, null],
  ])('%j -> %s', (pod, text) => {
    expect(podPendingText(pod)).toBe(text);
  });

  it('titles a quick slot "30 min delivery" and others by day and hours', () => {
    const now = new Date('2026-11-20T04:30:00Z');
    expect(
      slotCardTitle({ type: 100, date: '2026-11-20', startDatetime: '', endDatetime: '' }, now),
    ).toBe('30 min delivery');
    expect(
      slotCardTitle(
        {
          type: 10,
          date: '2026-11-18',
          startDatetime: '2026-11-18T00:30:00Z',
          endDatetime: '2026-11-18T02:30:00Z',
        },
        now,
      ),
    ).toBe('Wed, 18 Nov, 6 AM to 8 AM');
  });
});

describe('Cancel control', () => {
  it.each([
    [20, true, true],
    [5, true, true],
    [20, false, false],
    [50, true, false],
    [90, true, false],
    [10, true, false],
  ])('status %i with canCancel %s: shown %s', (status, canCancel, shown) => {
    expect(showsCancel({ status, canCancel })).toBe(shown);
  });

  it('needs a reason', () => {
    expect(cancelOrderRequestSchema.safeParse({ reason: 'Ordered twice' }).success).toBe(true);
    expect(cancelOrderRequestSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(cancelOrderRequestSchema.safeParse({}).success).toBe(false);
    expect(cancelOrderRequestSchema.safeParse({ reason: 'ok ok', extra: 1 }).success).toBe(false);
  });
});

describe('placedOnText', () => {
  it.each([
    ['2026-09-05T16:15:00Z', '5 Sept 2026, 9:45 pm'],
    ['2026-11-22T06:30:00Z', '22 Nov 2026, 12:00 pm'],
    ['2026-11-21T18:35:00Z', '22 Nov 2026, 12:05 am'],
  ])('%s reads %s in IST', (instant, text) => {
    expect(placedOnText(instant)).toBe(text);
  });
});
