import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used';

describe('RecentlyUsed', () => {
  it('forgets the least recently used entry when full, a read counting as a use', () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set('ragi', 1);
    kept.set('dahi', 2);
    expect(kept.get('ragi')).toBe(1);
    kept.set('ghee', 3);
    expect(kept.get('dahi')).toBeUndefined();
    expect(kept.get('ragi')).toBe(1);
    expect(kept.get('ghee')).toBe(3);
  });

  it('makes a value once and keeps it, undefined included', () => {
    const kept = new RecentlyUsed<string, number | undefined>(2);
    let made = 0;
    const make = () => {
      made++;
      return undefined;
    };
    expect(kept.getOrMake('mango', make)).toBeUndefined();
    expect(kept.getOrMake('mango', make)).toBeUndefined();
    expect(made).toBe(1);
    kept.clear();
    kept.getOrMake('mango', make);
    expect(made).toBe(2);
  });

  it('peeks without counting a use, and deletes one entry', () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set('ragi', 1);
    kept.set('dahi', 2);
    expect(kept.peek('ragi')).toBe(1);
    kept.set('ghee', 3);
    // The peek did not save ragi, the least recently used.
    expect(kept.peek('ragi')).toBeUndefined();
    kept.delete('dahi');
    expect(kept.get('dahi')).toBeUndefined();
    expect(kept.get('ghee')).toBe(3);
  });
});
