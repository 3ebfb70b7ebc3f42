import { sql, type SQL } from 'drizzle-orm';
import type { WordReading } from './queries';

/**
 * The tsquery for a search: every meaningful word must match (AND), where a word matches itself,
 * any of its synonyms or, when it is a typo, any of its corrections (OR). The last word is a
 * prefix, so results follow the customer's typing. User text only ever arrives as bound
 * parameters: tokens are letters and digits (see searchTokens), and dictionary words go through
 * plainto/phraseto_tsquery, which accept any text. Answers null when no word is left to search.
 */
export function fullTextQuery(words: readonly WordReading[]): SQL | null {
  const lastIndex = words.length - 1;
  const terms = words.flatMap((word, index) => {
    if (word.isStopWord) return [];
    const itself = index === lastIndex ? `${word.token}:*` : word.token;
    const alternatives = [
      sql`to_tsquery('english', ${itself})`,
      ...word.synonyms.map((synonym) => sql`phraseto_tsquery('english', ${synonym})`),
      ...word.corrections.map((correction) => sql`plainto_tsquery('english', ${correction})`),
    ];
    return [sql`(${sql.join(alternatives, sql` || `)})`];
  });
  return terms.length === 0 ? null : sql.join(terms, sql` && `);
}
