import { paginator, type ProductListItem, type ProductPage } from '@makers-pantry/domain/catalog';
import type { AppContext } from '../../context';
import type { Candidates, CatalogueIndexHolder } from './catalogue-index';
import { readMeaning, type Query } from './meaning';
import { CANDIDATE_CAPS, indexIsExact, readPage, type Page } from './page';
import { searchTokens } from './tokens';

/** Product cards for ids, in their order: the catalogue's, handed in where modules are wired. */
export type ProductCards = (
  context: AppContext,
  selection: { ids: readonly number[] },
) => Promise<ProductListItem[]>;

const NOTHING: Page = { ids: [], total: 0, catalogueVersion: -1 };

/**
 * Search as a customer types (decision 019): the words are read against the catalogue's own
 * vocabulary and dictionaries (synonyms, other spellings, corrections, a prefix on the last word)
 * in one statement, then one statement finds, checks and ranks a page, and one reads its cards.
 * When no product holds every word, products whose names hold any of them are shown instead.
 */
export async function searchProducts(
  context: AppContext,
  index: CatalogueIndexHolder,
  productCards: ProductCards,
  keyword: string,
  pageNum: number,
): Promise<ProductPage> {
  const tokens = searchTokens(keyword);
  const { every, any } = tokens.length === 0 ? {} : await readMeaning(context.db, tokens);
  const held = index.held;
  const candidatesOf = (query: Query, caps: typeof CANDIDATE_CAPS) =>
    held && { from: held.candidates(query, caps), version: held.version };
  const everyCandidates = every && candidatesOf(every, CANDIDATE_CAPS);
  // When the index holds no product with every word, and finds exactly what PostgreSQL would
  // (no phrase), the page of any word is asked at once: a statement less for one search in
  // eight. That statement tells whether the index was current; if not, every word is asked after.
  const surelyNone =
    every !== undefined &&
    any !== undefined &&
    everyCandidates !== undefined &&
    indexIsExact(every.text) &&
    everyCandidates.from.named.length + everyCandidates.from.other.length === 0;
  let page = NOTHING;
  if (every && !surelyNone) page = await pageOf(context, index, every, pageNum, everyCandidates);
  if (page.total === 0 && any) {
    const caps = { named: CANDIDATE_CAPS.named, other: 0 };
    page = await pageOf(context, index, any, pageNum, candidatesOf(any, caps), true);
    if (surelyNone && page.catalogueVersion !== held?.version) {
      const found = await pageOf(context, index, every, pageNum, undefined);
      if (found.total > 0) page = found;
    }
  }
  const products = page.ids.length === 0 ? [] : await productCards(context, { ids: page.ids });
  return { products, paginator: paginator(page.total, pageNum) };
}

/** A page of matches among the candidates, if any; keeps the index up to date. */
async function pageOf(
  context: AppContext,
  index: CatalogueIndexHolder,
  query: Query,
  pageNum: number,
  candidates: { from: Candidates; version: number } | undefined,
  namesOnly = false,
): Promise<Page> {
  const page = await readPage(context.db, query.text, pageNum, candidates, namesOnly);
  index.keepUpWith(page.catalogueVersion);
  return page;
}
