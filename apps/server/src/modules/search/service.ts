import { paginator, type ProductListItem, type ProductPage } from '@makers-pantry/domain/catalog';
import type { AppContext } from '../../context';
import { fullTextMatches, nameLookalikes, readPhrases, readWords, type Matches } from './queries';
import { searchTokens } from './tokens';
import { fullTextQuery } from './tsquery';

/** Product cards for ids, in that order: the catalogue's, handed in where modules are wired. */
export type ProductCardsByIds = (
  context: AppContext,
  ids: readonly number[],
) => Promise<ProductListItem[]>;

/**
 * Search as a customer types: ranked full text with synonyms, typo corrections and a prefix on
 * the last word, then names that merely look alike when nothing matches.
 */
export async function searchProducts(
  context: AppContext,
  productCards: ProductCardsByIds,
  keyword: string,
  pageNum: number,
): Promise<ProductPage> {
  const matches = await findMatches(context, searchTokens(keyword), pageNum);
  return {
    products: await productCards(context, matches.ids),
    paginator: paginator(matches.total, pageNum),
  };
}

async function findMatches(
  context: AppContext,
  tokens: readonly string[],
  pageNum: number,
): Promise<Matches> {
  if (tokens.length === 0) return { ids: [], total: 0 };
  const [words, phrases] = await Promise.all([
    readWords(context.db, tokens),
    readPhrases(context.db, tokens),
  ]);
  const tsquery = fullTextQuery(words, phrases);
  const found = tsquery ? await fullTextMatches(context.db, tsquery, pageNum) : null;
  if (found && found.total > 0) return found;
  return nameLookalikes(context.db, tokens, pageNum);
}
