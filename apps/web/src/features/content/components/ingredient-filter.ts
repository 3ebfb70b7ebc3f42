import type { BannedIngredient } from '@makers-pantry/domain/catalog';

/**
 * Customers type what they read on a label: a name, an E-number or what it does ('preservative'),
 * so every column is searched, ignoring case, spaces and hyphens ('E 621' finds 'E621').
 */
export function filterIngredients(ingredients: BannedIngredient[], query: string) {
  const wanted = normalise(query);
  if (!wanted) return ingredients;
  return ingredients.filter((ingredient) =>
    [ingredient.Name, ingredient.Aliases, ingredient.Functions].some((text) =>
      normalise(text).includes(wanted),
    ),
  );
}

const normalise = (text: string) => text.toLowerCase().replace(/[\s-]+/g, '');
