import { describe, expect, it } from 'vitest';
import {
  amountToFreeDeliveryPaise,
  deliveriesInWords,
  deliveryFeePaise,
  groupSlots,
  optionTitle,
} from './delivery-options';

const quick = { type: 100, deliveryFeePaise: 2500, freeDeliveryAmountPaise: 19900 };

describe('delivery fee of a slot', () => {
  it.each([
    [0, 2500],
    [19899, 2500],
    [19900, 0],
    [50000, 0],
  ])('items total %i paise -> fee %i paise', (total, fee) => {
    expect(deliveryFeePaise(quick, total)).toBe(fee);
  });

  it('a slot without a fee is free, one without a free-delivery amount always charges', () => {
    expect(
      deliveryFeePaise({ type: 100, deliveryFeePaise: 0, freeDeliveryAmountPaise: 0 }, 10),
    ).toBe(0);
    expect(
      deliveryFeePaise({ type: 100, deliveryFeePaise: 3000, freeDeliveryAmountPaise: 0 }, 99999),
    ).toBe(3000);
  });

  it('charges no fee for a scheduled slot, and nudges nobody towards free delivery there', () => {
    const evening = { type: 10, deliveryFeePaise: 3000, freeDeliveryAmountPaise: 49900 };
    expect(deliveryFeePaise(evening, 10000)).toBe(0);
    expect(amountToFreeDeliveryPaise(evening, 10000)).toBe(0);
  });

  it('says how much more gets free delivery, and 0 once it is free', () => {
    expect(amountToFreeDeliveryPaise(quick, 15000)).toBe(4900);
    expect(amountToFreeDeliveryPaise(quick, 20000)).toBe(0);
    expect(
      amountToFreeDeliveryPaise(
        { type: 100, deliveryFeePaise: 3000, freeDeliveryAmountPaise: 0 },
        10,
      ),
    ).toBe(0);
  });
});

describe('option cards', () => {
  it("titles the first 'Earliest' and the others 'All Together'", () => {
    expect([0, 1, 2].map(optionTitle)).toEqual(['Earliest', 'All Together', 'All Together']);
  });

  it('counts deliveries in words', () => {
    expect(deliveriesInWords(1)).toBe('One Delivery');
    expect(deliveriesInWords(3)).toBe('Three Deliveries');
    expect(deliveriesInWords(12)).toBe('12 Deliveries');
  });
});

describe('slot dropdown groups', () => {
  it("puts quick slots under 'Now' and the others under their day label, in order", () => {
    const now = new Date('2026-11-22T04:00:00Z'); // 09:30 IST
    const groups = groupSlots(
      [
        { type: 100, date: '2026-11-22' },
        { type: 10, date: '2026-11-22' },
        { type: 10, date: '2026-11-23' },
        { type: 10, date: '2026-11-24' },
        { type: 10, date: '2026-11-25' },
      ],
      now,
    );
    expect(groups.map((g) => g.label)).toEqual([
      'Now',
      'Today',
      'Tomorrow',
      'Day After',
      expect.stringMatching(/25 Nov/),
    ]);
  });
});
