import { describe, expect, it } from 'vitest';
import { anOrderPage } from '../testing/order-page-fixtures';
import { cashShort, failedOutcome, reattemptOutcome, returnOutcome } from './delivery-outcomes';

describe('what a step after a failed delivery does, said before it is confirmed', () => {
  it('returning a pay-on-delivery order puts its units back and charges nothing', () => {
    const outcome = returnOutcome(anOrderPage());
    expect(outcome.stock).toBe('Back on the shelf: 2 × Thick Curd to batch #71.');
    expect(outcome.money).toBe('Pay on delivery: nothing is charged.');
  });

  it('returning an online order refunds what is left of the payment, and only units not given back', () => {
    const page = anOrderPage(
      { paymentMethod: 10, netAmount: 90, podCollection: { toCollect: 0, isCompleted: false } },
      { refund: { amount: 30, status: 'processed' } },
    );
    page.items[0]!.batches.push({
      batchId: 72,
      quantity: 1,
      bestBefore: null,
      isReturned: true,
    });
    const outcome = returnOutcome(page);
    expect(outcome.money).toBe('₹60 is refunded to where the customer paid from.');
    expect(outcome.stock).not.toContain('#72');
  });

  it('a re-attempt keeps units and money, and tells the customer the new slot', () => {
    const outcome = reattemptOutcome(anOrderPage(), '29 Nov 2026, 8 AM to 11 AM');
    expect(outcome.money).toBe('₹90 to collect at the door on the new day.');
    expect(outcome.customer).toBe(
      'We will deliver your order again on 29 Nov 2026, 8 AM to 11 AM.',
    );
  });

  it('a failure tells the customer why in their words', () => {
    expect(failedOutcome('pod_refused').customer).toBe(
      'We could not deliver your order today: the payment on delivery was refused.',
    );
  });

  it('the cash short is what was due less what was taken, never below nothing', () => {
    expect(cashShort(90, 60)).toBe(30);
    expect(cashShort(90, 90)).toBe(0);
    expect(cashShort(90, null)).toBe(0);
    expect(cashShort(99.9, 99.8)).toBe(0.1);
  });
});
