import { describe, expect, it } from 'vitest';
import { CountMemo } from './count-memo';

describe('CountMemo', () => {
  it('counts once per key while fresh, again once expired', async () => {
    let clock = 0;
    let runs = 0;
    const memo = new CountMemo(1000, () => clock);
    const count = () => Promise.resolve(++runs * 10);
    expect(await Promise.all([memo.get('all', count), memo.get('all', count)])).toEqual([10, 10]);
    expect(await memo.get('category 1', count)).toBe(20);
    clock = 999;
    expect(await memo.get('all', count)).toBe(10);
    clock = 1000;
    expect(await memo.get('all', count)).toBe(30);
  });

  it('forgets a failed count', async () => {
    const memo = new CountMemo(1000, () => 0);
    await expect(memo.get('all', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('all', () => Promise.resolve(4))).toBe(4);
  });
});
