import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer } from './compression';

/** JSON like a page of cards, of about the given size: repetitive, as real answers are. */
const answerOf = (bytes: number) =>
  JSON.stringify(
    Array.from({ length: Math.ceil(bytes / 120) }, (_, i) => ({
      id: i,
      name: `Cold Pressed Oil ${i}`,
      listImage: `/media/catalogue/products/${i}-list.webp`,
    })),
  );

describe('compressAnswer', () => {
  // 30 cards are compressed on the event loop, a 300 kB export in the thread pool: both must
  // give back the same bytes.
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('%s gives back the answer, small or large', async (encoding, unpack) => {
    for (const size of [2_000, 30_000, 300_000]) {
      const answer = answerOf(size);
      const packed = await compressAnswer(encoding, answer);
      expect(packed.length).toBeLessThan(answer.length / 3);
      expect(unpack(packed).toString()).toBe(answer);
      expect(unpack(await compressAnswer(encoding, Buffer.from(answer))).toString()).toBe(answer);
    }
  });
});
