import { describe, expect, it } from 'vitest';
import { cancelRefusal, canCancel, canMoveOrder, nextStatuses, statusesBefore } from './fulfilment';

describe('order steps (who may move an order where)', () => {
  it.each([
    [5, 20, 'gateway', true],
    [5, 10, 'system', true],
    [5, 90, 'customer', false],
    [5, 90, 'ops', false],
    [5, 20, 'ops', false],
    [20, 50, 'ops', true],
    [20, 50, 'customer', false],
    [20, 90, 'customer', true],
    [20, 90, 'ops', true],
    [50, 60, 'ops', true],
    [50, 90, 'ops', true],
    [50, 90, 'customer', false],
    [60, 70, 'ops', true],
    [60, 90, 'ops', false],
    [20, 70, 'ops', false],
    [20, 60, 'ops', false],
    [70, 90, 'ops', false],
    [90, 20, 'ops', false],
    [10, 20, 'gateway', false],
    [70, 60, 'ops', false],
  ] as const)('%i -> %i by %s: %s', (from, to, actor, allowed) => {
    expect(canMoveOrder(from, to, actor)).toBe(allowed);
  });

  it('lists what ops can do next, and nothing after the final states', () => {
    expect(nextStatuses(20, 'ops')).toEqual([50, 90]);
    expect(nextStatuses(50, 'ops')).toEqual([60, 90]);
    expect(nextStatuses(60, 'ops')).toEqual([70]);
    expect(nextStatuses(70, 'ops')).toEqual([]);
    expect(nextStatuses(90, 'ops')).toEqual([]);
    expect(nextStatuses(10, 'ops')).toEqual([]);
  });

  it('names the statuses a move may start from (the UPDATE guard)', () => {
    expect(statusesBefore(90, 'customer')).toEqual([20]);
    expect(statusesBefore(90, 'ops')).toEqual([20, 50]);
    expect(statusesBefore(70, 'ops')).toEqual([60]);
  });
});

describe('canCancel: within 1 hour of placing and before packing', () => {
  const placedAt = new Date('2026-11-20T04:00:00Z');
  const after = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);
  it.each([
    [20, 0, null],
    [20, 59, null],
    [20, 60, 'too-late'],
    [20, 180, 'too-late'],
    [5, 10, 'unpaid'],
    [50, 10, 'packed'],
    [60, 10, 'packed'],
    [70, 10, 'packed'],
    [90, 10, 'closed'],
    [10, 10, 'closed'],
  ] as const)('status %i, %i minutes after placing: %s', (status, minutes, refusal) => {
    expect(cancelRefusal({ status, placedAt }, after(minutes))).toBe(refusal);
    expect(canCancel({ status, placedAt }, after(minutes))).toBe(refusal === null);
  });
});
