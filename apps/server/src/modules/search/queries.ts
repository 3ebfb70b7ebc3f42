import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@makers-pantry/domain/catalog';
import type { Db } from '../../db/client';
import { makers, products, searchSynonyms, searchWords } from '../../db/schema/catalog';

/** What the shop's dictionaries say about one word of a search. */
export type WordReading = {
  token: string;
  /** 'the', 'with' and the like: no product is found by them. */
  isStopWord: boolean;
  /** Some product's text holds the word (the last word: holds a word starting with it). */
  known: boolean;
  /** Words that mean the same food (dahi for curd); may be phrases ('finger millet'). */
  synonyms: string[];
  /** For an unknown word only: the closest dictionary words, closest first. */
  corrections: string[];
};

/** Corrections shorter words would get are mostly noise. */
const MIN_CORRECTABLE_LENGTH = 3;
const CORRECTIONS_PER_WORD = 3;

/** A Postgres text[] literal; tokens hold only letters and digits, quoted so 'null' stays text. */
const textArray = (words: readonly string[]) => `{${words.map((w) => `"${w}"`).join(',')}}`;

/**
 * One round trip reads every word: stop word or not, whether any product has it, its synonyms,
 * and, for a word nothing has and no synonym explains, the nearest words in `search_words` by
 * trigram similarity (`%` uses the GIN trigram index; the gate in the WHERE keeps known words
 * from touching it at all).
 */
export async function readWords(db: Db, tokens: readonly string[]): Promise<WordReading[]> {
  const last = tokens.length;
  const result = await db.execute<WordReading>(sql`
    SELECT t.token AS "token", stop.is_stop_word AS "isStopWord", seen.known AS "known",
      coalesce(syn.synonyms, '{}') AS "synonyms", coalesce(fix.corrections, '{}') AS "corrections"
    FROM unnest(${textArray(tokens)}::text[]) WITH ORDINALITY AS t(token, position)
    CROSS JOIN LATERAL (
      SELECT length(to_tsvector('english', t.token)) = 0 AS is_stop_word
    ) AS stop
    CROSS JOIN LATERAL (
      SELECT array_agg(${searchSynonyms.synonym} ORDER BY ${searchSynonyms.synonym}) AS synonyms
      FROM ${searchSynonyms} WHERE ${searchSynonyms.word} = t.token
    ) AS syn
    CROSS JOIN LATERAL (
      SELECT CASE WHEN stop.is_stop_word THEN true ELSE EXISTS (
        SELECT 1 FROM ${products}
        WHERE ${products.searchVector} @@ to_tsquery('english',
          t.token || CASE WHEN t.position = ${last} THEN ':*' ELSE '' END)
      ) END AS known
    ) AS seen
    CROSS JOIN LATERAL (
      SELECT array_agg(near.word ORDER BY near.score DESC, near.frequency DESC, near.word) AS corrections
      FROM (
        SELECT ${searchWords.word} AS word, ${searchWords.frequency} AS frequency,
          similarity(${searchWords.word}, t.token) AS score
        FROM ${searchWords}
        WHERE NOT seen.known AND syn.synonyms IS NULL
          AND length(t.token) >= ${MIN_CORRECTABLE_LENGTH}
          AND ${searchWords.word} % t.token
        ORDER BY score DESC, frequency DESC, word
        LIMIT ${CORRECTIONS_PER_WORD}
      ) AS near
    ) AS fix
    ORDER BY t.position`);
  return result.rows;
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
