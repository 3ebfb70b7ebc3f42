import { describe, expect, it } from 'vitest';
import { earliestSlotFor, slotSummary, type SlotRow } from './delivery-slot';
import { stockState } from './stock';

const now = new Date('2026-11-20T04:30:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const slot = (id: number, type: number, startHours: number): SlotRow => ({
  id,
  type,
  date: '2026-11-20',
  startAt: hours(startHours),
  endAt: hours(startHours + 2),
  promisedDeliveryTime: type === 100 ? 30 : null,
  capacity: 10,
  booked: 0,
  cutoffAt: hours(startHours - 1),
  isPodAllowed: true,
  deliveryFeePaise: 0,
  freeDeliveryAmountPaise: 0,
  serviceablePolygon: 300,
});
const open = [slot(1, 100, 0.5), slot(2, 10, 8), slot(3, 10, 20), slot(4, 10, 44)];

const inHand = stockState({ inHand: 3, awaited: 0 }, false);
const preorder = stockState({ inHand: 0, awaited: 9 }, true);
const soldOut = stockState({ inHand: 0, awaited: 9 }, false);

describe('earliestSlotFor', () => {
  it('gives stock in hand the first open slot, quick included', () => {
    const needs = { stock: inHand, earliestExpectedMs: null, makerLeadTimeHours: 12 };
    expect(earliestSlotFor(needs, open, now)?.id).toBe(1);
  });

  it('gives a preorder the first scheduled slot after its batch arrives', () => {
    const needs = {
      stock: preorder,
      earliestExpectedMs: hours(9).getTime(),
      makerLeadTimeHours: 12,
    };
    expect(earliestSlotFor(needs, open, now)?.id).toBe(3);
  });

  it("falls back to the maker's lead time when the batch has no date", () => {
    const needs = { stock: preorder, earliestExpectedMs: null, makerLeadTimeHours: 24 };
    expect(earliestSlotFor(needs, open, now)?.id).toBe(4);
  });

  it('never gives a preorder a quick slot, even when the batch is already due', () => {
    const needs = {
      stock: preorder,
      earliestExpectedMs: hours(-5).getTime(),
      makerLeadTimeHours: 0,
    };
    expect(earliestSlotFor(needs, open, now)?.id).toBe(2);
  });

  it('is null for a product that cannot be sold or when no slot is late enough', () => {
    expect(
      earliestSlotFor(
        { stock: soldOut, earliestExpectedMs: null, makerLeadTimeHours: 1 },
        open,
        now,
      ),
    ).toBeNull();
    expect(
      earliestSlotFor(
        { stock: preorder, earliestExpectedMs: hours(50).getTime(), makerLeadTimeHours: 1 },
        open,
        now,
      ),
    ).toBeNull();
    expect(
      earliestSlotFor({ stock: inHand, earliestExpectedMs: null, makerLeadTimeHours: 1 }, [], now),
    ).toBeNull();
  });

  it('summarises a slot with ISO times', () => {
    expect(slotSummary(open[0]!)).toEqual({
      id: 1,
      type: 100,
      date: '2026-11-20',
      startDatetime: '2026-11-20T05:00:00.000Z',
      endDatetime: '2026-11-20T07:00:00.000Z',
      promisedDeliveryTime: 30,
    });
    expect(slotSummary(null)).toBeNull();
  });
});
