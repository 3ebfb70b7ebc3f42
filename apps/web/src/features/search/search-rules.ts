// Not from domain/catalog: that module carries zod, and the header on every page reads these rules.
import { SEARCH_KEYWORD_MAX, SEARCH_KEYWORD_MIN } from '@makers-pantry/domain/search-limits';

/** Searching starts at 2 characters, 300 ms after typing stops. */
export const MIN_KEYWORD_LENGTH = SEARCH_KEYWORD_MIN;
export const SEARCH_DEBOUNCE_MS = 300;
/** The server refuses longer keywords; the box stops there instead. */
export const MAX_KEYWORD_LENGTH = SEARCH_KEYWORD_MAX;

/** The chips shown while the box holds fewer than 2 characters. */
export const TRENDING_SEARCHES = ['Fruits', 'Chips', 'Dairy', 'Chutney'] as const;

/** The keyword a search runs with, or null when there is too little to search for. */
export function searchableKeyword(text: string | null): string | null {
  const keyword = text?.trim() ?? '';
  return keyword.length >= MIN_KEYWORD_LENGTH ? keyword : null;
}
