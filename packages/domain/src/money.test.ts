import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRupees, indianDigits, paiseToRupees, rupeesToPaise } from './money';

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

describe('Indian digit grouping without Intl', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [99999, '99,999'],
    [100000, '1,00,000'],
    [12345678, '1,23,45,678'],
  ])('%i reads %s', (n, text) => {
    expect(indianDigits(n)).toBe(text);
  });

  it('writes every amount in paise as Intl en-IN does', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (paise) => {
        const rupees = paiseToRupees(paise);
        const expected = Number.isInteger(rupees)
          ? rupees.toLocaleString('en-IN')
          : intl.format(rupees);
        expect(formatRupees(rupees)).toBe(`₹${expected}`);
      }),
    );
  });
});
