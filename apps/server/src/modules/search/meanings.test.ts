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

  it('reads words once for everyone who asks while the reading is under way', async () => {
    const meanings = new Meanings(10);
    let reads = 0;
    let finish!: (meaning: ReturnType<typeof at>) => void;
    const read = () => {
      reads++;
      return new Promise<ReturnType<typeof at>>((resolve) => (finish = resolve));
    };
    const asked = [meanings.read('ragi', read), meanings.read('ragi', read)];
    finish(at(1));
    expect(await Promise.all(asked)).toEqual([at(1), at(1)]);
    expect(reads).toBe(1);
    expect(meanings.get('ragi')).toEqual(at(1));
    // Once settled, a new reading starts (a newer catalogue version, say).
    const again = meanings.read('ragi', async () => at(2));
    expect(await again).toEqual(at(2));
  });

  it('forgets a reading that failed, so the next search reads again', async () => {
    const meanings = new Meanings(10);
    await expect(
      meanings.read('ragi', () => Promise.reject(new Error('connection lost'))),
    ).rejects.toThrow('connection lost');
    expect(meanings.get('ragi')).toBeUndefined();
    expect(await meanings.read('ragi', async () => at(1))).toEqual(at(1));
  });
});
