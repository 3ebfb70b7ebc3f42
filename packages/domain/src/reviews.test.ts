import { describe, expect, it } from 'vitest';
import { isUnparliamentary, reviewCreateSchema } from './reviews';

describe('unparliamentary language', () => {
  it.each([
    ['Total shit, do not buy', true],
    ['FUUUCK this was stale', true],
    ['chutiya packing', true],
    ['Bolimaga sent it late', true],
    ['Bastards!', true],
    ['Classic taste, from Scunthorpe to Shitake-free kitchens', false],
    ['Lovely ragi mudde, just like ajji makes', false],
    ['Dickens would approve of this pudding', false],
  ])('%s -> %s', (text, hidden) => {
    expect(isUnparliamentary(text)).toBe(hidden);
  });
});

describe('review form', () => {
  it('defaults the rating to 5 and the body to empty', () => {
    expect(reviewCreateSchema.parse({ order_item: 3, title: 'Good' })).toEqual({
      order_item: 3,
      title: 'Good',
      body: '',
      rating: 5,
    });
  });

  it.each([
    [{ title: ' ' }, 'Please enter a valid title'],
    [{ title: 'x'.repeat(51) }, 'Please enter a valid title'],
    [{ rating: 0 }, 'Please enter a valid rating'],
    [{ rating: 6 }, 'Please enter a valid rating'],
    [{ body: 'x'.repeat(201) }, 'Review can be at most 200 characters long.'],
  ])('%o -> %s', (change, message) => {
    const result = reviewCreateSchema.safeParse({ order_item: 3, title: 'Good', ...change });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
