import { describe, expect, it } from 'vitest';
import { filterIngredients } from './ingredient-filter';

const msg = {
  Name: 'Monosodium glutamate',
  Aliases: 'E621, INS 621, MSG',
  Functions: 'Flavour enhancer',
};
const bha = { Name: 'Butylated hydroxyanisole', Aliases: 'E320, BHA', Functions: 'Antioxidant' };
const list = [msg, bha];

describe('filterIngredients', () => {
  it('keeps everything for an empty box', () => {
    expect(filterIngredients(list, '  ')).toEqual(list);
  });

  it.each([
    ['a name, ignoring case', 'monosodium'],
    ['an alias', 'msg'],
    ['an E-number written with a space', 'E 621'],
    ['a function', 'enhancer'],
  ])('finds an ingredient by %s', (_, query) => {
    expect(filterIngredients(list, query)).toEqual([msg]);
  });

  it('finds nothing for a word on no label', () => {
    expect(filterIngredients(list, 'turmeric')).toEqual([]);
  });
});
