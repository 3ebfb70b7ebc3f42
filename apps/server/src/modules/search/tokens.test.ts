import { describe, expect, it } from 'vitest';
import { searchTokens } from './tokens';

describe('searchTokens', () => {
  it('splits on anything that is not a letter or digit and lower-cases', () => {
    expect(searchTokens("  Cold-Pressed OIL's  ")).toEqual(['cold', 'pressed', 'oil', 's']);
  });

  it('strips tsquery syntax so it cannot reach the query', () => {
    expect(searchTokens("ragi & !dosa | 'x':* <-> (y)")).toEqual(['ragi', 'dosa', 'x', 'y']);
  });

  it('keeps Indian scripts and digits, drops repeats, and stops at eight words', () => {
    expect(searchTokens('ರಾಗಿ ragi ragi A2')).toEqual(['ರಾಗಿ', 'ragi', 'a2']);
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8);
  });

  it('has nothing to search in punctuation alone', () => {
    expect(searchTokens('!!! ...')).toEqual([]);
  });
});
