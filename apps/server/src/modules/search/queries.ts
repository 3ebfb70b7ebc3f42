import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@makers-pantry/domain/catalog';
import { canBeBought, onSale, withMaker } from '../../db/catalogue-conditions';
import type { Db } from '../../db/client';
import { intArray } from '../../db/int-array';
import { preparedStatement, type SelectWithValues } from '../../db/prepared';
import {
  catalogueTextVersion,
  products,
  searchSynonyms,
  searchWords,
} from '../../db/schema/catalog';
import type { Candidates } from './catalogue-index';
import { otherSpellings } from './spellings';

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
  /** The same word spelt otherwise (aata for atta): spellings.ts. */
  spellings: string[];
  /**
   * For an unknown word only: the closest dictionary words, closest first. Stop words get them
   * too, for a search of nothing else (tsquery.ts).
   */
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
    const spellings = otherSpellings(token);
    const synonyms = sql`ARRAY(SELECT DISTINCT ${searchSynonyms.synonym} FROM ${searchSynonyms}
      WHERE ${searchSynonyms.word} IN (${sql.join(
        [token, ...spellings].map((word) => sql`${word}`),
        sql`, `,
      )}) ORDER BY ${searchSynonyms.synonym})`;
    const corrections =
      token.length >= MIN_CORRECTABLE_LENGTH && spellings.length === 0
        ? sql`CASE WHEN NOT ${known} AND cardinality(${synonyms}) = 0
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
  return result.rows.map(({ index: _index, ...reading }) => ({
    ...reading,
    spellings: otherSpellings(reading.token),
  }));
}

/** A run of search words the synonym table knows as one phrase ('wheat flour' means atta). */
export interface PhraseReading {
  start: number;
  length: number;
  phrase: string;
  synonyms: string[];
}

/** The longest phrase is the synonym table's business; three words cover what it holds. */
const MAX_PHRASE_WORDS = 3;

/** Phrases of two and three consecutive words that the synonym table has, in one round trip. */
export async function readPhrases(db: Db, tokens: readonly string[]): Promise<PhraseReading[]> {
  const candidates: { start: number; length: number; phrase: string }[] = [];
  for (let length = 2; length <= MAX_PHRASE_WORDS; length++)
    for (let start = 0; start + length <= tokens.length; start++)
      candidates.push({ start, length, phrase: tokens.slice(start, start + length).join(' ') });
  if (candidates.length === 0) return [];
  const result = await db.execute<{ phrase: string; synonyms: string[] }>(sql`
    SELECT ${searchSynonyms.word} AS phrase,
      array_agg(${searchSynonyms.synonym} ORDER BY ${searchSynonyms.synonym}) AS synonyms
    FROM ${searchSynonyms}
    WHERE ${searchSynonyms.word} IN (${sql.join(
      candidates.map((candidate) => sql`${candidate.phrase}`),
      sql`, `,
    )})
    GROUP BY ${searchSynonyms.word}`);
  const known = new Map(result.rows.map((row) => [row.phrase, row.synonyms]));
  return candidates.flatMap((candidate) => {
    const synonyms = known.get(candidate.phrase);
    return synonyms ? [{ ...candidate, synonyms }] : [];
  });
}

export interface Matches {
  ids: number[];
  total: number;
}

/** A page of matches and the catalogue version it was ranked at. */
export type RankedPage = { ids: number[]; total: number; catalogueVersion: number };

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
 * How many products a broad search ranks: name matches and other matches, each capped, so a word
 * found in ten thousand descriptions costs a few hundred row reads, not ten thousand. Where the
 * candidates must be checked (fullTextMatches), every one is read, so the caps set most of that
 * query's cost. Nobody pages past twenty pages of 30; the count a broad search shows is then at
 * most the caps' sum.
 */
export const CANDIDATE_CAPS = { named: 200, other: 400 };

/** A search's words as the full-text query PostgreSQL made of them, and when it was made. */
export type Meaning = {
  /** tsquery text; '' when every word was a stop word. */
  query: string;
  catalogueVersion: number;
};

const catalogueVersion = sql`(SELECT ${catalogueTextVersion.version}::float8 FROM ${catalogueTextVersion})`;
/** Both versions, as columns of a statement that reads the one-row catalogue_text_version. */
const bothVersions = sql`${catalogueTextVersion.version}::float8 AS "catalogueVersion",
  ${catalogueTextVersion.reviewsVersion}::float8 AS "reviewsVersion"`;

/** The search's tsquery as PostgreSQL writes it, and the catalogue's text version, in one read. */
export async function readQuery(db: Db, tsquery: SQL): Promise<Meaning> {
  const result = await db.execute<Meaning>(sql`
    SELECT (${tsquery})::text AS query, ${catalogueVersion} AS "catalogueVersion"`);
  return result.rows[0]!;
}

/** Ids as one bound int[] parameter. */
const idArray = (ids: readonly number[]) => sql`${intArray(ids)}::int[]`;

/**
 * Full-text matches, best first: what can be bought before what is sold out, then products whose
 * name holds the words, then by where the words were found (the vector weighs the name over
 * keywords, ingredients and description). Searches use it while the catalogue index is not up to
 * date: the candidates then come from the GIN indexes (products_name_search_idx finds name
 * matches directly), capped as the index caps them. Given candidates, it checks and ranks every
 * one: the order rankedPage keeps, and what its tests hold it to. The answer carries the
 * catalogue's text version, so a caller that worked from remembered words learns in the same
 * round trip whether they were still current.
 */
export async function fullTextMatches(
  db: Db,
  query: string,
  candidates: readonly number[] | undefined,
  pageNum: number,
): Promise<RankedPage> {
  const tsquery = sql`${query}::tsquery`;
  const among = candidates
    ? sql`= ANY (${idArray(candidates)})`
    : sql`IN (
        (SELECT ${products.id} FROM ${products}
          WHERE ${products.isActive} AND to_tsvector('english', ${products.name}) @@ ${tsquery}
          LIMIT ${CANDIDATE_CAPS.named})
        UNION
        (SELECT ${products.id} FROM ${products}
          WHERE ${products.isActive} AND ${products.searchVector} @@ ${tsquery}
          LIMIT ${CANDIDATE_CAPS.other}))`;
  const result = await db.execute<RankedPage>(sql`
    WITH matched AS (
      SELECT ${products.id} AS id, ${canBeBought} AS buyable,
        -- The vector's weight-A words are the name's: filtering is cheaper than parsing the name.
        ts_filter(${products.searchVector}, '{a}') @@ ${tsquery} AS in_name,
        ts_rank(${products.searchVector}, ${tsquery}) AS rank, ${products.numReviews} AS reviews
      FROM ${withMaker}
      WHERE ${onSale} AND ${products.id} ${among} AND ${products.searchVector} @@ ${tsquery})
    SELECT ${catalogueVersion} AS "catalogueVersion",
      (SELECT count(*)::int FROM matched) AS total,
      ARRAY(SELECT id FROM matched
        ORDER BY buyable DESC, in_name DESC, rank DESC, reviews DESC, id
        LIMIT ${PAGE_SIZE} OFFSET ${(pageNum - 1) * PAGE_SIZE}) AS ids`);
  return result.rows[0]!;
}

/**
 * Candidates in one ranking group, in the order a page shows them, as the `int[]` text the page
 * statement binds: every search of the same words binds it, and writing it out for each search
 * cost Node more than the ranking saved it.
 */
export interface RankedGroup {
  readonly size: number;
  readonly ids: string;
}

/**
 * A query's candidates as PostgreSQL checked and ordered them: by rank, then review count, then
 * id, as fullTextMatches orders them. The order holds while neither version moves. (A type, not
 * an interface: it is the ranking statement's row, which must be an indexable record.)
 */
export type Ranking = {
  readonly named: RankedGroup;
  readonly other: RankedGroup;
  readonly catalogueVersion: number;
  readonly reviewsVersion: number;
};

/** The candidates checked and ordered, each group as `int[]` text; see rankCandidates. */
const rankStatement = preparedStatement<Ranking>(() => {
  const query = sql`${sql.placeholder('query')}::tsquery`;
  const group = (named: boolean) => {
    const which = sql`WHERE ${named ? sql`` : sql`NOT`} named`;
    return sql`json_build_object('size', (SELECT count(*) FROM ranked ${which}),
      'ids', ARRAY(SELECT id FROM ranked ${which} ORDER BY rank DESC, reviews DESC, id)::text)`;
  };
  return sql`
    WITH ranked AS (
      SELECT ${products.id} AS id,
        CASE WHEN candidate.sure THEN candidate.named
          ELSE ts_filter(${products.searchVector}, '{a}') @@ ${query} END AS named,
        ts_rank(${products.searchVector}, ${query}) AS rank, ${products.numReviews} AS reviews
      FROM unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('named')}::bool[],
          ${sql.placeholder('sure')}::bool[]) AS candidate(id, named, sure)
        JOIN ${products} ON ${products.id} = candidate.id
      WHERE candidate.sure OR ${products.searchVector} @@ ${query})
    SELECT ${bothVersions}, ${group(true)} AS named, ${group(false)} AS other
    FROM ${catalogueTextVersion}`;
});

/** Booleans as the text PostgreSQL reads as a `bool[]`. */
const boolArray = (values: readonly boolean[]) =>
  `{${values.map((value) => (value ? 't' : 'f')).join(',')}}`;

/**
 * Checks the candidates the index could not vouch for and orders them all. Only the unsure ones
 * (found through a phrase, say 'finger millet' for ragi) are matched again: they are dropped, or
 * put among the named or the others as PostgreSQL says. The order depends only on the query, the
 * products' text and their review counts, which the two versions guard, so a search remembers it
 * (rankings.ts) and its pages read no search vector and sort nothing.
 */
export async function rankCandidates(
  db: Db,
  query: string,
  candidates: Candidates,
): Promise<Ranking> {
  const unsure = new Set(candidates.unsure);
  const ids = [...candidates.named, ...candidates.other];
  const result = await rankStatement(db, {
    query,
    ids: intArray(ids),
    named: boolArray(ids.map((_, at) => at < candidates.named.length)),
    sure: boolArray(ids.map((id) => !unsure.has(id))),
  });
  return result.rows[0]!;
}

/** The ranking groups of a page, in order: which candidates, and whether they can be bought. */
const PAGE_GROUPS = [
  ['named', true],
  ['other', true],
  ['named', false],
  ['other', false],
] as const;

/**
 * A page's sub-select for one shape (which of the groups have candidates), yielding `(id, ord)`.
 * Ids come in order as rows of an unnest, and makers are not joined: with `= ANY` the planner
 * estimates each id of the array on its own, and a join with makers hashes every maker, for each
 * group. The unnest is sorted by position first, so PostgreSQL knows the rows come in order and
 * checks each candidate only until the page is full: a broad search reads 30-odd of its 200 named
 * products (docs/performance.md). It yields rows only while both versions are the ranking's.
 */
function pageSelect(shape: readonly (typeof PAGE_GROUPS)[number][]): SQL {
  const group = (ids: 'named' | 'other', buyable: boolean) => sql`(
    SELECT ${products.id}
    FROM (
        SELECT * FROM unnest(${sql.placeholder(ids)}::int[]) WITH ORDINALITY AS candidate(id, at)
        ORDER BY at) AS candidate
      JOIN ${products} ON ${products.id} = candidate.id
    WHERE ${products.isActive} AND ${buyable ? canBeBought : sql`NOT ${canBeBought}`}
    ORDER BY candidate.at
    LIMIT ${sql.placeholder('end')})`;
  const page =
    shape.length === 0
      ? sql`'{}'::int[]`
      : sql`ARRAY(${sql.join(
          shape.map(([ids, buyable]) => group(ids, buyable)),
          sql` UNION ALL `,
        )} LIMIT ${PAGE_SIZE} OFFSET ${sql.placeholder('offset')})`;
  return sql`SELECT page.id, page.ord
    FROM ${catalogueTextVersion}, unnest(${page}) WITH ORDINALITY AS page(id, ord)
    WHERE ${catalogueTextVersion.version} = ${sql.placeholder('catalogueVersion')}::bigint
      AND ${catalogueTextVersion.reviewsVersion} = ${sql.placeholder('reviewsVersion')}::bigint`;
}
const pageSelects = new Map<string, SQL>();

/**
 * A page of ordered candidates, in fullTextMatches' order, without touching every candidate: their
 * number is the count, whether a name holds the words is already known, and so is the maker's
 * approval (the index holds only products on sale, and an approval moves the catalogue version).
 * The page is read group by group (in stock and named, in stock, sold out and named, sold out),
 * and PostgreSQL stops at the group that fills it, so a broad search checks the stock of the best
 * of its name matches, and no more.
 *
 * It is a sub-select for the product cards to be read around, so a page is one round trip. A page
 * read after either version moved would be out of order, so it then yields nothing: an empty page
 * short of the end means the caller should read the versions (readVersions) and order again.
 */
export function rankedPage(ranking: Ranking, pageNum: number): SelectWithValues {
  const shape = PAGE_GROUPS.filter(([ids]) => ranking[ids].size > 0);
  const key = shape.map(([ids, buyable]) => `${ids}${buyable}`).join();
  let select = pageSelects.get(key);
  if (!select) pageSelects.set(key, (select = pageSelect(shape)));
  const offset = (pageNum - 1) * PAGE_SIZE;
  return {
    select,
    values: {
      named: ranking.named.ids,
      other: ranking.other.ids,
      end: offset + PAGE_SIZE,
      offset,
      catalogueVersion: ranking.catalogueVersion,
      reviewsVersion: ranking.reviewsVersion,
    },
  };
}

/** How many candidates a ranking holds: the count every one of its pages shows. */
export const rankedTotal = (ranking: Ranking) => ranking.named.size + ranking.other.size;

/** The catalogue's text version and its reviews version as they stand. */
export type Versions = { catalogueVersion: number; reviewsVersion: number };

const versionsStatement = preparedStatement<Versions>(
  () => sql`SELECT ${bothVersions} FROM ${catalogueTextVersion}`,
);

export async function readVersions(db: Db): Promise<Versions> {
  return (await versionsStatement(db, {})).rows[0]!;
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
