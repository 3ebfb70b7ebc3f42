import { describe, expect, it } from 'vitest';
import { Meanings } from './meanings';

const at = (catalogueVersion: number, query = "'ragi'") => ({ query, catalogueVersion });

describe('Meanings', () => {
  it('remembers words until a newer catalogue version is remembered', () => {
    const meanings = new Meanings(10);
    meanings.remember('ragi', at(1));
    meanings.remember('dahi', at(1, "'curd'"));
    expect(meanings.get('dahi')).toEqual(at(1, "'curd'"));
    meanings.remember('ragi', at(2));
    expect(meanings.get('ragi')).toEqual(at(2));
    expect(meanings.get('dahi')).toBeUndefined();
    // A reading that began before the change is not kept.
    meanings.remember('dahi', at(1, "'curd'"));
    expect(meanings.get('dahi')).toBeUndefined();
  });

  it('forgets the least recently used words when full', () => {
    const meanings = new Meanings(2);
    meanings.remember('ragi', at(1));
    meanings.remember('dahi', at(1));
    meanings.get('ragi');
    meanings.remember('ghee', at(1));
    expect(meanings.get('dahi')).toBeUndefined();
    expect(meanings.get('ragi')).toBeDefined();
    expect(meanings.get('ghee')).toBeDefined();
  });
});
