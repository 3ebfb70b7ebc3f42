import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-parameters';

/** Query texts are kept read (decision 054): each request must still get a query of its own. */
describe('parseQuery', () => {
  it('gives each request its own copy of a text read before, arrays included', () => {
    const first = parseQuery('keyword=ragi&id=1&id=2');
    expect(first).toEqual({ keyword: 'ragi', id: ['1', '2'] });
    first.keyword = 'changed';
    (first.id as string[]).push('3');
    expect(parseQuery('keyword=ragi&id=1&id=2')).toEqual({ keyword: 'ragi', id: ['1', '2'] });
  });

  it('marks a text whose escapes are not UTF-8 every time it is asked, not only the first', () => {
    const symbolsOf = (query: object) => Object.getOwnPropertySymbols(query).length;
    expect(symbolsOf(parseQuery('keyword=x%ED%A0%80y'))).toBe(1);
    expect(symbolsOf(parseQuery('keyword=x%ED%A0%80y'))).toBe(1);
    expect(symbolsOf(parseQuery('keyword=ragi'))).toBe(0);
  });
});
