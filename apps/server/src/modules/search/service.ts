import { sql } from 'drizzle-orm';
import { paginator, type ProductListItem, type ProductPage } from '@makers-pantry/domain/catalog';
import type { AppContext } from '../../context';
import type { CatalogueIndex, CatalogueIndexHolder } from './catalogue-index';
import type { Meanings } from './meanings';
import {
  CANDIDATE_CAPS,
  fullTextMatches,
  nameLookalikes,
  rankCandidates,
  rankedPage,
  readPhrases,
  readQuery,
  readWords,
  type Matches,
  type Meaning,
  type RankedPage,
} from './queries';
import type { Rankings } from './rankings';
import { searchTokens } from './tokens';
import { fullTextQuery } from './tsquery';
import { readTsquery } from './tsquery-text';

/** Product cards for ids, in that order: the catalogue's, handed in where modules are wired. */
export type ProductCardsByIds = (
  context: AppContext,
  ids: readonly number[],
) => Promise<ProductListItem[]>;

/** What search keeps in memory between requests; each app has its own (routes.ts). */
export interface SearchMemory {
  index: CatalogueIndexHolder;
  meanings: Meanings;
  rankings: Rankings;
}

/**
 * Search as a customer types: ranked full text with synonyms, typo corrections and a prefix on
 * the last word, then names that merely look alike when nothing matches.
 */
export async function searchProducts(
  context: AppContext,
  memory: SearchMemory,
  productCards: ProductCardsByIds,
  keyword: string,
  pageNum: number,
): Promise<ProductPage> {
  const matches = await findMatches(context, memory, searchTokens(keyword), pageNum);
  return {
    products: await productCards(context, matches.ids),
    paginator: paginator(matches.total, pageNum),
  };
}

async function findMatches(
  context: AppContext,
  memory: SearchMemory,
  tokens: readonly string[],
  pageNum: number,
): Promise<Matches> {
  if (tokens.length === 0) return { ids: [], total: 0 };
  const found = await textMatches(context, memory, tokens, pageNum);
  if (found.total > 0) return found;
  return nameLookalikes(context.db, tokens, pageNum);
}

/**
 * Words searched before, with the index read at the same catalogue version, cost one round trip:
 * the ranking answers the current version, and only if it moved are the words read again.
 */
async function textMatches(
  context: AppContext,
  memory: SearchMemory,
  tokens: readonly string[],
  pageNum: number,
): Promise<Matches> {
  const words = tokens.join(' ');
  const remembered = memory.meanings.get(words);
  if (remembered) {
    const answer = await rank(
      context,
      memory,
      remembered,
      memory.index.at(remembered.catalogueVersion),
      pageNum,
    );
    if (answer.catalogueVersion === remembered.catalogueVersion) return answer;
  }
  const meaning = await memory.meanings.read(words, () => readMeaning(context, tokens));
  const index = await memory.index.current(meaning.catalogueVersion);
  return rank(context, memory, meaning, index, pageNum);
}

/**
 * The catalogue index, when it is up to date, picks the candidates; PostgreSQL checks those the
 * index could not vouch for and orders them once for the index's life, then reads pages in order.
 */
async function rank(
  context: AppContext,
  memory: SearchMemory,
  meaning: Meaning,
  index: CatalogueIndex | undefined,
  pageNum: number,
): Promise<RankedPage> {
  const tree = readTsquery(meaning.query);
  if (!tree) return { ids: [], total: 0, catalogueVersion: meaning.catalogueVersion };
  const candidates = index?.rememberedCandidates(meaning.query, tree, CANDIDATE_CAPS);
  if (!index || !candidates) return fullTextMatches(context.db, meaning.query, undefined, pageNum);
  const pageByRanking = async () => {
    const ranking = await memory.rankings.of(index.version, meaning.query, () =>
      rankCandidates(context.db, meaning.query, candidates),
    );
    return { ranking, page: await rankedPage(context.db, ranking, pageNum) };
  };
  const first = await pageByRanking();
  if (first.page.reviewsVersion === first.ranking.reviewsVersion) return first.page;
  // Review counts moved since the ranking, and equal ranks go by them: order them again, once.
  memory.rankings.reviewsCounted(first.page.reviewsVersion);
  return (await pageByRanking()).page;
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
