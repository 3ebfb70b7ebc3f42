import { paginator, type ProductListItem, type ProductPage } from '@makers-pantry/domain/catalog';
import type { AppContext } from '../../context';
import type { CatalogueIndexHolder } from './catalogue-index';
import { readMeaning, type Query } from './meaning';
import { CANDIDATE_CAPS, readPage, type Page } from './page';
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
  const meaning = tokens.length === 0 ? {} : await readMeaning(context.db, tokens);
  let page = meaning.every ? await pageOf(context, index, meaning.every, pageNum, false) : NOTHING;
  if (page.total === 0 && meaning.any)
    page = await pageOf(context, index, meaning.any, pageNum, true);
  const products = page.ids.length === 0 ? [] : await productCards(context, { ids: page.ids });
  return { products, paginator: paginator(page.total, pageNum) };
}

/** A page of matches, with candidates from the index held, if any; keeps the index up to date. */
async function pageOf(
  context: AppContext,
  index: CatalogueIndexHolder,
  query: Query,
  pageNum: number,
  namesOnly: boolean,
): Promise<Page> {
  const held = index.held;
  const caps = namesOnly ? { named: CANDIDATE_CAPS.named, other: 0 } : CANDIDATE_CAPS;
  const candidates = held && { from: held.candidates(query, caps), version: held.version };
  const page = await readPage(context.db, query.text, pageNum, candidates, namesOnly);
  index.keepUpWith(page.catalogueVersion);
  return page;
}
