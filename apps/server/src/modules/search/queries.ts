import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@makers-pantry/domain/catalog';
import type { Db } from '../../db/client';
import { makers, products, searchSynonyms, searchWords } from '../../db/schema/catalog';

/** What the shop's dictionaries say about one word of a search. */
export type WordReading = {
  token: string;
  /** 'the', 'with' and the like: no product is found by them. */
  isStopWord: boolean;
  /**
   * The word is in `search_words` (every word of product names and keywords); the last word,
   * still being typed, also counts when a dictionary word starts with it.
   */
  known: boolean;
  /** Words that mean the same food (dahi for curd); may be phrases ('finger millet'). */
  synonyms: string[];
  /** For an unknown word only: the closest dictionary words, closest first. */
  corrections: string[];
};

/** Corrections shorter words would get are mostly noise. */
const MIN_CORRECTABLE_LENGTH = 3;
const CORRECTIONS_PER_WORD = 3;

/**
 * One round trip reads every word: stop word or not, synonyms, whether the dictionary knows it
 * and, for a word nothing explains (unknown, no synonyms, long enough to guess), the nearest
 * dictionary words by trigram similarity. Each word is a bound parameter of its own branch rather
 * than a row of an unnest, so the planner sees the actual word and can use the trigram index on
 * search_words (`%`, LIKE) when the dictionary is large; CASE keeps the correction lookup from
 * running for words that need none.
 */
export async function readWords(db: Db, tokens: readonly string[]): Promise<WordReading[]> {
  const last = tokens.length - 1;
  const branches = tokens.map((token, index) => {
    const known =
      index === last && token.length >= MIN_CORRECTABLE_LENGTH
        ? sql`EXISTS (SELECT 1 FROM ${searchWords} WHERE ${searchWords.word} LIKE ${`${token}%`})`
        : sql`EXISTS (SELECT 1 FROM ${searchWords} WHERE ${searchWords.word} = ${token})`;
    const isStopWord = sql`length(to_tsvector('english', ${token})) = 0`;
    const synonyms = sql`ARRAY(SELECT ${searchSynonyms.synonym} FROM ${searchSynonyms}
      WHERE ${searchSynonyms.word} = ${token} ORDER BY ${searchSynonyms.synonym})`;
    const corrections =
      token.length >= MIN_CORRECTABLE_LENGTH
        ? sql`CASE WHEN NOT ${known} AND NOT ${isStopWord} AND cardinality(${synonyms}) = 0
            THEN ARRAY(SELECT ${searchWords.word} FROM ${searchWords}
              WHERE ${searchWords.word} % ${token}
              ORDER BY similarity(${searchWords.word}, ${token}) DESC, ${searchWords.frequency} DESC,
                ${searchWords.word}
              LIMIT ${CORRECTIONS_PER_WORD})
            ELSE '{}'::text[] END`
        : sql`'{}'::text[]`;
    return sql`SELECT ${index}::int AS "index", ${token}::text AS "token",
      ${isStopWord} AS "isStopWord", ${known} AS "known", ${synonyms} AS "synonyms",
      ${corrections} AS "corrections"`;
  });
  const result = await db.execute<WordReading & { index: number }>(
    sql`${sql.join(branches, sql` UNION ALL `)} ORDER BY 1`,
  );
  return result.rows.map(({ index: _index, ...reading }) => reading);
}

export interface Matches {
  ids: number[];
  total: number;
}

const onSale = sql`${products.isActive} AND ${makers.isApproved}`;
const withMaker = sql`${products} JOIN ${makers} ON ${makers.id} = ${products.makerId}`;

/**
 * A page of matches, best first, with the number of all matches from the same scan. A page past
 * the end has no rows to carry that number, so it is counted separately.
 */
async function pageOf(db: Db, where: SQL, orderBy: SQL, pageNum: number): Promise<Matches> {
  const result = await db.execute<{ id: number; total: number }>(sql`
    SELECT ${products.id} AS id, count(*) OVER ()::int AS total
    FROM ${withMaker}
    WHERE ${onSale} AND ${where}
    ORDER BY ${orderBy}
    LIMIT ${PAGE_SIZE} OFFSET ${(pageNum - 1) * PAGE_SIZE}`);
  if (result.rows.length > 0 || pageNum === 1)
    return { ids: result.rows.map((row) => row.id), total: result.rows[0]?.total ?? 0 };
  const counted = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${withMaker} WHERE ${onSale} AND ${where}`,
  );
  return { ids: [], total: counted.rows[0]?.n ?? 0 };
}

/**
 * Full-text matches ranked by where the words were found: the vector weighs the name (A) over
 * keywords (B), ingredients (C) and description (D), so a name match comes first.
 */
export function fullTextMatches(db: Db, tsquery: SQL, pageNum: number) {
  return pageOf(
    db,
    sql`${products.searchVector} @@ (${tsquery})`,
    sql`ts_rank(${products.searchVector}, (${tsquery})) DESC, ${products.numReviews} DESC, ${products.id}`,
    pageNum,
  );
}

/**
 * When no text matches at all, products whose names hold something close to one of the words
 * (`<%` word similarity, served by products_name_trgm_idx), closest first.
 */
export function nameLookalikes(db: Db, tokens: readonly string[], pageNum: number) {
  const words = tokens.filter((token) => token.length >= MIN_CORRECTABLE_LENGTH);
  if (words.length === 0) return Promise.resolve({ ids: [], total: 0 });
  return pageOf(
    db,
    sql`(${sql.join(
      words.map((word) => sql`${word} <% ${products.name}`),
      sql` OR `,
    )})`,
    sql`(${sql.join(
      words.map((word) => sql`word_similarity(${word}, ${products.name})`),
      sql` + `,
    )}) DESC, ${products.numReviews} DESC, ${products.id}`,
    pageNum,
  );
}
