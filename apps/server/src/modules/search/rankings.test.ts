import { describe, expect, it } from 'vitest';
import type { Ranking } from './queries';
import { Rankings } from './rankings';

const group = (...ids: number[]) => ({ size: ids.length, ids: `{${ids.join(',')}}` });
const rankedAt = (catalogueVersion: number, ...ids: number[]): Ranking => ({
  named: group(...ids),
  other: group(),
  catalogueVersion,
  reviewsVersion: 0,
});

/** A ranking read that counts how often PostgreSQL would have been asked. */
function reader(ranking: () => Ranking) {
  const read = { times: 0, rank: async () => (read.times++, ranking()) };
  return read;
}

describe('Rankings', () => {
  it('ranks a query once for the life of the index', async () => {
    const rankings = new Rankings(10);
    const read = reader(() => rankedAt(1, 7, 8));
    expect(await rankings.of(1, "'ragi'", read.rank)).toEqual(rankedAt(1, 7, 8));
    expect(await rankings.of(1, "'ragi'", read.rank)).toEqual(rankedAt(1, 7, 8));
    expect(read.times).toBe(1);
    await rankings.of(1, "'curd'", read.rank);
    expect(read.times).toBe(2);
  });

  it('shares one reading among searches of the same moment', async () => {
    const rankings = new Rankings(10);
    const read = reader(() => rankedAt(1, 7));
    const both = await Promise.all([
      rankings.of(1, "'ragi'", read.rank),
      rankings.of(1, "'ragi'", read.rank),
    ]);
    expect(both).toEqual([rankedAt(1, 7), rankedAt(1, 7)]);
    expect(read.times).toBe(1);
  });

  it('keeps no ranking PostgreSQL made at another version than the index', async () => {
    const rankings = new Rankings(10);
    // The catalogue changed after the index was read: the ranks are newer than the candidates.
    const read = reader(() => rankedAt(2, 7));
    await rankings.of(1, "'ragi'", read.rank);
    await rankings.of(1, "'ragi'", read.rank);
    expect(read.times).toBe(2);
  });

  it('forgets every ranking when a newer index comes, and keeps none for an older one', async () => {
    const rankings = new Rankings(10);
    let version = 1;
    const read = reader(() => rankedAt(version, 7));
    await rankings.of(1, "'ragi'", read.rank);
    version = 2;
    expect(await rankings.of(2, "'ragi'", read.rank)).toEqual(rankedAt(2, 7));
    expect(read.times).toBe(2);
    // A search that still holds the old index ranks its own candidates, and changes nothing.
    version = 1;
    expect(await rankings.of(1, "'ragi'", read.rank)).toEqual(rankedAt(1, 7));
    expect(await rankings.of(2, "'ragi'", read.rank)).toEqual(rankedAt(2, 7));
    expect(read.times).toBe(3);
  });

  it('forgets a ranking that failed, so the next search ranks again', async () => {
    const rankings = new Rankings(10);
    await expect(
      rankings.of(1, "'ragi'", () => Promise.reject(new Error('connection lost'))),
    ).rejects.toThrow('connection lost');
    const read = reader(() => rankedAt(1, 7));
    expect(await rankings.of(1, "'ragi'", read.rank)).toEqual(rankedAt(1, 7));
    expect(read.times).toBe(1);
  });

  it('forgets the least recently used query when full', async () => {
    const rankings = new Rankings(2);
    const read = reader(() => rankedAt(1, 7));
    for (const query of ["'ragi'", "'curd'", "'ghee'", "'ragi'"])
      await rankings.of(1, query, read.rank);
    expect(read.times).toBe(4);
  });

  it('forgets every ranking once a page saw newer review counts, and keeps none older', async () => {
    const rankings = new Rankings(10);
    let reviewsVersion = 0;
    const read = reader(() => ({ ...rankedAt(1, 7), reviewsVersion }));
    await rankings.of(1, "'ragi'", read.rank);
    await rankings.of(1, "'ragi'", read.rank);
    expect(read.times).toBe(1);
    rankings.reviewsCounted(3);
    // A ranking read before the count moved, arriving late, is used once and not kept.
    expect(await rankings.of(1, "'ragi'", read.rank)).toEqual(rankedAt(1, 7));
    expect(read.times).toBe(2);
    reviewsVersion = 3;
    await rankings.of(1, "'ragi'", read.rank);
    await rankings.of(1, "'ragi'", read.rank);
    expect(read.times).toBe(3);
    // An older page tells nothing new.
    rankings.reviewsCounted(2);
    await rankings.of(1, "'ragi'", read.rank);
    expect(read.times).toBe(3);
  });
});
