import {
  bannedIngredientCheck,
  bannedIngredientSentence,
  type BannedIngredientHit,
} from '@makers-pantry/domain/banned-ingredients';
import { useDeferredValue, useMemo } from 'react';
import { useBannedIngredients } from '../api/banned-ingredients';

export interface IngredientWarning {
  hits: BannedIngredientHit[];
  /** The sentence approval would refuse with, or null while nothing banned is named. */
  sentence: string | null;
}

/**
 * The banned-ingredient check while the maker types, run in the browser with the same function
 * that blocks approval on the server (packages/domain), over the list read once: no request per
 * keystroke, and the warning and the refusal never disagree (docs/decisions/033). The text is
 * deferred, so a long ingredient list never makes typing lag on a slow phone.
 */
export function useIngredientWarning(ingredients: string): IngredientWarning {
  const list = useBannedIngredients();
  const check = useMemo(() => (list.data ? bannedIngredientCheck(list.data) : null), [list.data]);
  const text = useDeferredValue(ingredients);
  return useMemo(() => {
    const hits = check ? check(text) : [];
    return { hits, sentence: hits.length > 0 ? bannedIngredientSentence(hits) : null };
  }, [check, text]);
}
