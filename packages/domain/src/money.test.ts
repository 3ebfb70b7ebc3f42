import { describe, expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it.each([
    [0, 0],
    [100, 1],
    [12345, 123.45],
    [99, 0.99],
  ])('%i paise is %d rupees', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it('rounds rupee amounts that floating point cannot hold exactly', () => {
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1.005)).toBe(101);
  });

  it.each([
    [120, '₹120'],
    [1234.5, '₹1,234.50'],
    [123456, '₹1,23,456'],
  ])('shows %d as %s', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });
});
