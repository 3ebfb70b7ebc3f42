import { sql } from 'drizzle-orm';
import {
  PAGE_SIZE,
  paginator,
  type ProductListItem,
  type ProductPage,
} from '@makers-pantry/domain/catalog';
import type { AppContext } from '../../context';
import type { SelectWithValues } from '../../db/prepared';
import type { CatalogueIndex, CatalogueIndexHolder } from './catalogue-index';
import type { Meanings } from './meanings';
import {
  CANDIDATE_CAPS,
  fullTextMatches,
  nameLookalikes,
  rankCandidates,
  rankedPage,
  rankedTotal,
  readPhrases,
  readQuery,
  readVersions,
  readWords,
  type Matches,
  type Meaning,
  type Ranking,
  type Versions,
} from './queries';
import type { Rankings } from './rankings';
import { searchTokens } from './tokens';
import { fullTextQuery } from './tsquery';
import { readTsquery } from './tsquery-text';

/**
 * Product cards for a choice of products, in its order: the catalogue's, handed in where modules
 * are wired. A ranked page comes as a sub-select, so its cards are read in the same round trip.
 */
export type ProductCards = (
  context: AppContext,
  selection: SelectWithValues | { ids: readonly number[] },
) => Promise<ProductListItem[]>;

/** What search keeps in memory between requests; each app has its own (routes.ts). */
export interface SearchMemory {
  index: CatalogueIndexHolder;
  meanings: Meanings;
  rankings: Rankings;
}

/** What one search works with: the app's context, search's memory and the catalogue's cards. */
interface Searching {
  context: AppContext;
  memory: SearchMemory;
  productCards: ProductCards;
}

/** A page of results and the number of all matches. */
type Found = { products: ProductListItem[]; total: number };

/** Found by the words' meaning, with the catalogue version the page was ranked at. */
type Ranked = Found & { catalogueVersion: number };

/**
 * Search as a customer types: ranked full text with synonyms, typo corrections and a prefix on
 * the last word, then names that merely look alike when nothing matches.
 */
export async function searchProducts(
  context: AppContext,
  memory: SearchMemory,
  productCards: ProductCards,
  keyword: string,
  pageNum: number,
): Promise<ProductPage> {
  const found = await findProducts(
    { context, memory, productCards },
    searchTokens(keyword),
    pageNum,
  );
  return { products: found.products, paginator: paginator(found.total, pageNum) };
}

async function findProducts(
  searching: Searching,
  tokens: readonly string[],
  pageNum: number,
): Promise<Found> {
  if (tokens.length === 0) return { products: [], total: 0 };
  const found = await textMatches(searching, tokens, pageNum);
  if (found.total > 0) return found;
  return withCards(searching, await nameLookalikes(searching.context.db, tokens, pageNum));
}

/** Cards for matches found as ids. */
async function withCards<M extends Matches>(
  searching: Searching,
  { ids, ...matches }: M,
): Promise<Omit<M, 'ids'> & { products: ProductListItem[] }> {
  const products = ids.length === 0 ? [] : await searching.productCards(searching.context, { ids });
  return { ...matches, products };
}

/**
 * Words searched before, with the index read at the same catalogue version, cost one round trip:
 * the page answers at the ranking's version, and only if that moved are the words read again.
 */
async function textMatches(
  searching: Searching,
  tokens: readonly string[],
  pageNum: number,
): Promise<Ranked> {
  const { context, memory } = searching;
  const words = tokens.join(' ');
  const remembered = memory.meanings.get(words);
  if (remembered) {
    const answer = await rank(
      searching,
      remembered,
      memory.index.at(remembered.catalogueVersion),
      pageNum,
    );
    if (answer.catalogueVersion === remembered.catalogueVersion) return answer;
  }
  const meaning = await memory.meanings.read(words, () => readMeaning(context, tokens));
  const index = await memory.index.current(meaning.catalogueVersion);
  return rank(searching, meaning, index, pageNum);
}

/**
 * The catalogue index, when it is up to date, picks the candidates; PostgreSQL checks those the
 * index could not vouch for and orders them once for the index's life, then reads pages in order,
 * cards and all. Without the index, or once the catalogue's text moved under the ranking, the
 * checking query answers.
 */
async function rank(
  searching: Searching,
  meaning: Meaning,
  index: CatalogueIndex | undefined,
  pageNum: number,
): Promise<Ranked> {
  const { context, memory } = searching;
  const tree = readTsquery(meaning.query);
  if (!tree) return { products: [], total: 0, catalogueVersion: meaning.catalogueVersion };
  const checked = async () =>
    withCards(searching, await fullTextMatches(context.db, meaning.query, undefined, pageNum));
  const candidates = index?.rememberedCandidates(meaning.query, tree, CANDIDATE_CAPS);
  if (!index || !candidates) return checked();
  const ranked = () =>
    memory.rankings.of(index.version, meaning.query, () =>
      rankCandidates(context.db, meaning.query, candidates),
    );
  const ranking = await ranked();
  const first = await pageByRanking(searching, ranking, pageNum);
  if ('products' in first) return first;
  if (first.catalogueVersion === ranking.catalogueVersion) {
    // Review counts moved since the ranking, and equal ranks go by them: order them again, once.
    memory.rankings.reviewsCounted(first.reviewsVersion);
    const again = await pageByRanking(searching, await ranked(), pageNum);
    if ('products' in again) return again;
  }
  return checked();
}

/**
 * A page in a ranking's order with its cards, in one round trip. A page that comes back empty
 * short of the end was held back because a version moved: then the versions as they stand.
 */
async function pageByRanking(
  searching: Searching,
  ranking: Ranking,
  pageNum: number,
): Promise<Ranked | Versions> {
  const total = rankedTotal(ranking);
  const { catalogueVersion, reviewsVersion } = ranking;
  if ((pageNum - 1) * PAGE_SIZE < total) {
    const products = await searching.productCards(searching.context, rankedPage(ranking, pageNum));
    if (products.length > 0) return { products, total, catalogueVersion };
  }
  const now = await readVersions(searching.context.db);
  if (now.catalogueVersion === catalogueVersion && now.reviewsVersion === reviewsVersion)
    return { products: [], total, catalogueVersion };
  return now;
}

/** The dictionaries' reading of the words, made into a tsquery and stemmed by PostgreSQL. */
async function readMeaning(context: AppContext, tokens: readonly string[]): Promise<Meaning> {
  const [words, phrases] = await Promise.all([
    readWords(context.db, tokens),
    readPhrases(context.db, tokens),
  ]);
  // Stop words alone make the empty query, remembered like any other.
  return readQuery(context.db, fullTextQuery(words, phrases) ?? sql`''::tsquery`);
}
