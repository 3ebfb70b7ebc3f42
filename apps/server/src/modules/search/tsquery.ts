import { sql, type SQL } from 'drizzle-orm';
import type { PhraseReading, WordReading } from './queries';

/**
 * The tsquery for a search: every meaningful word must match (AND), where a word matches itself,
 * any of its synonyms or, when it is a typo, any of its corrections (OR). The last word is a
 * prefix, so results follow the customer's typing; other spellings count (aata for atta), and a
 * run of words the synonym table knows as a phrase is one term with the phrase's synonyms. User text only ever arrives as bound
 * parameters: tokens are letters and digits (see searchTokens), and dictionary words go through
 * plainto/phraseto_tsquery, which accept any text. Answers null when no word is left to search.
 */
export function fullTextQuery(
  words: readonly WordReading[],
  phrases: readonly PhraseReading[] = [],
): SQL | null {
  const lastIndex = words.length - 1;
  const onlyStopWords = words.every((word) => word.isStopWord);
  const terms: SQL[] = [];
  for (let index = 0; index < words.length; index++) {
    // A phrase the synonym table knows stands for its words: (wheat & flour) or atta.
    const phrase = phrases.find((candidate) => candidate.start === index);
    if (phrase) {
      terms.push(
        sql`(${sql.join(
          [
            sql`plainto_tsquery('english', ${phrase.phrase})`,
            ...phrase.synonyms.map((synonym) => sql`phraseto_tsquery('english', ${synonym})`),
          ],
          sql` || `,
        )})`,
      );
      index += phrase.length - 1;
      continue;
    }
    const word = words[index]!;
    const corrections = word.corrections.map(
      (correction) => sql`plainto_tsquery('english', ${correction})`,
    );
    const itself = index === lastIndex ? `${word.token}:*` : word.token;
    // A search of stop words alone is taken as typos ('what' for wheat): only corrections count.
    const alternatives = word.isStopWord
      ? onlyStopWords
        ? corrections
        : []
      : [
          sql`to_tsquery('english', ${itself})`,
          ...word.spellings.map((spelling) => sql`plainto_tsquery('english', ${spelling})`),
          ...word.synonyms.map((synonym) => sql`phraseto_tsquery('english', ${synonym})`),
          ...corrections,
        ];
    if (alternatives.length > 0) terms.push(sql`(${sql.join(alternatives, sql` || `)})`);
  }
  return terms.length === 0 ? null : sql.join(terms, sql` && `);
}
