import { describe, expect, it } from 'vitest';
import { searchKeywords, withStoreRenamed } from './search-keywords';

describe('searchKeywords', () => {
  it('joins the parts once each, case ignored, leaving out empty ones', () => {
    expect(
      searchKeywords(['Pickles', 'Mango Pickle', "Ajji's Kitchen", null, '  ', 'pickles', 'Oil']),
    ).toBe("Pickles, Mango Pickle, Ajji's Kitchen, Oil");
    expect(searchKeywords([])).toBe('');
  });
});

describe('withStoreRenamed', () => {
  it.each([
    [
      'the old name becomes the new one, in its place',
      "Pickles, Mango Pickle, Ajji's Kitchen, Stone ground",
      'Pickles, Mango Pickle, Kaveri Foods, Stone ground',
    ],
    ['the old name is found whatever its case', "Pickles, AJJI'S KITCHEN", 'Pickles, Kaveri Foods'],
    [
      'keywords without the name gain it',
      'batter breakfast dosa',
      'batter breakfast dosa, Kaveri Foods',
    ],
    ['empty keywords become the name', '', 'Kaveri Foods'],
    [
      'a part that only holds the name is not touched',
      "Ajji's Kitchen Specials, Pickles",
      "Ajji's Kitchen Specials, Pickles, Kaveri Foods",
    ],
    ['the new name is not written twice', "Kaveri Foods, Ajji's Kitchen", 'Kaveri Foods'],
  ])('%s', (_, before, after) => {
    expect(withStoreRenamed(before, "Ajji's Kitchen", 'Kaveri Foods')).toBe(after);
  });
});
