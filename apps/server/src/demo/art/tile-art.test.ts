import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../categories';
import { subcategoryMotif } from './tile-art';

describe('subcategory tiles', () => {
  const produce = CATEGORIES.find((c) => c.name === 'Fruits & Vegetables');

  it('give each Fruits & Vegetables aisle its own produce, not one shared heap', () => {
    expect(produce?.subcategories).toHaveLength(5);
    const looks = produce!.subcategories.map(
      (sub) => subcategoryMotif(produce!, sub.name, sub.pack).look,
    );
    expect(new Set(looks.map((look) => look.food)).size).toBe(5);
    expect(new Set(looks.map((look) => look.contents))).toEqual(
      new Set(['long', 'round', 'leafy']),
    );
  });
});
