/** More words than this adds nothing to a grocery search and only slows the query. */
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/**
 * The words of a search, lower-cased, keeping only letters, combining marks and digits. Whatever
 * else was typed (quotes, &, |, :, !) is a separator, so every token is safe to hand to
 * `to_tsquery` as a single lexeme and cannot change the query's shape.
 */
export function searchTokens(keyword: string): string[] {
  const words = keyword
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{Nd}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_TOKEN_LENGTH));
  return [...new Set(words)].slice(0, MAX_TOKENS);
}
