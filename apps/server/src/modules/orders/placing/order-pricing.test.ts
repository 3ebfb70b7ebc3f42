import { describe, expect, it } from 'vitest';
import { priceCheckout, type PricedLine } from './order-pricing';

const line = (
  slotId: number,
  makerId: number,
  quantity: number,
  pricePaise: number,
): PricedLine => ({
  slotId,
  productId: slotId * 100 + makerId,
  makerId,
  quantity,
  pricePaise,
});

// Quick slots: only they carry a fee.
const nowQuick = { id: 1, type: 100, deliveryFeePaise: 3_000, freeDeliveryAmountPaise: 49_900 };
const laterQuick = { id: 2, type: 100, deliveryFeePaise: 2_000, freeDeliveryAmountPaise: 0 };

describe('priceCheckout', () => {
  it('makes one order per slot and maker, the slot fee on its first order', () => {
    const priced = priceCheckout(
      [line(1, 7, 1, 10_000), line(1, 3, 2, 5_000), line(2, 3, 1, 8_000)],
      [nowQuick, laterQuick],
      0,
    );
    expect(
      priced.orders.map((o) => [o.slotId, o.makerId, o.itemsSubtotalPaise, o.deliveryFeePaise]),
    ).toEqual([
      [1, 3, 10_000, 3_000],
      [1, 7, 10_000, 0],
      [2, 3, 8_000, 2_000],
    ]);
    expect(priced).toMatchObject({
      itemsTotalPaise: 28_000,
      deliveryFeePaise: 5_000,
      grossPaise: 33_000,
      netPaise: 33_000,
    });
  });

  it('waives a slot fee from its own items total, not the whole cart', () => {
    const priced = priceCheckout(
      [line(1, 1, 5, 10_000), line(2, 1, 1, 1_000)],
      [nowQuick, laterQuick],
      0,
    );
    expect(priced.orders.map((o) => o.deliveryFeePaise)).toEqual([0, 2_000]);
  });

  it.each([
    // Whole rupees stay whole: a ₹100 discount over three makers is ₹33, ₹33 and ₹34, never ₹33.33.
    [10_000, [3_300, 3_300, 3_400]],
    [8_200, [2_700, 2_700, 2_800]],
    [1, [0, 0, 1]],
    [10_050, [3_350, 3_350, 3_350]],
    [30_000, [10_000, 10_000, 10_000]],
  ])('shares a discount of %i paise so the orders add up to the payment', (discount, shares) => {
    const priced = priceCheckout(
      [line(1, 1, 1, 10_000), line(1, 2, 1, 10_000), line(1, 3, 1, 10_000)],
      [{ id: 1, type: 10, deliveryFeePaise: 0, freeDeliveryAmountPaise: 0 }],
      discount,
    );
    expect(priced.orders.map((o) => o.discountPaise)).toEqual(shares);
    expect(priced.orders.reduce((sum, o) => sum + o.netPaise, 0)).toBe(priced.netPaise);
    expect(priced.netPaise).toBe(30_000 - discount);
  });

  it('never takes more off than the items cost: the delivery fee is still paid', () => {
    const priced = priceCheckout([line(2, 1, 1, 5_000)], [laterQuick], 999_999);
    expect(priced).toMatchObject({ discountPaise: 5_000, netPaise: 2_000 });
  });

  it('spends credit after the discount, order by order, never more than is left to pay', () => {
    const lines = [line(1, 3, 2, 5_000), line(2, 3, 1, 8_000)];
    // Orders: 10,000 + 3,000 fee - 1,000 code share = 12,000; 8,000 + 2,000 - 800 = 9,200.
    const partial = priceCheckout(lines, [nowQuick, laterQuick], 1_800, 15_000);
    expect(partial.orders.map((o) => [o.creditPaise, o.discountPaise, o.netPaise])).toEqual([
      [12_000, 13_000, 0],
      [3_000, 3_800, 6_200],
    ]);
    expect(partial).toMatchObject({ discountPaise: 1_800, creditPaise: 15_000, netPaise: 6_200 });

    const plenty = priceCheckout(lines, [nowQuick, laterQuick], 0, 1_000_000);
    expect(plenty).toMatchObject({ creditPaise: 23_000, netPaise: 0 });
    expect(plenty.orders.every((o) => o.netPaise === 0)).toBe(true);
  });
});
