/**
 * How long a search keyword may be. Apart from the zod schemas in catalog.ts so that the shop's
 * header (on every page) can follow the same rule without loading zod before the first screen.
 */
export const SEARCH_KEYWORD_MIN = 2;
export const SEARCH_KEYWORD_MAX = 100;
