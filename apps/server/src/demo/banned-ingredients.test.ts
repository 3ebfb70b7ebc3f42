import { describe, expect, it } from 'vitest';
import { bannedIngredientCheck } from '@makers-pantry/domain/banned-ingredients';
import { BANNED_INGREDIENTS } from './banned-ingredients';
import { buildProductDrafts } from './products';

describe('the seeded banned-ingredient list', () => {
  const check = bannedIngredientCheck(BANNED_INGREDIENTS);

  it.each(['E621', 'monosodium glutamate', 'ajinomoto', 'INS 621'])(
    "catches '%s' as monosodium glutamate, a flavour enhancer",
    (text) => {
      expect(check(`salt, ${text}, chilli`)).toEqual([
        { name: 'Monosodium glutamate', functions: ['Flavour enhancer'], found: text },
      ]);
    },
  );

  it('finds nothing in any seeded product: the demo shop would pass its own approval', () => {
    const flagged = buildProductDrafts().filter((draft) => check(draft.ingredients).length > 0);
    expect(flagged.map((draft) => draft.name)).toEqual([]);
  });
});
