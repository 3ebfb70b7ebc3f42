import type { ProductPage } from '@makers-pantry/domain/catalog';
import { api } from '../../../lib/api';
import { useInfiniteProducts, type ProductList } from '../../../lib/use-infinite-products';

export const fetchSearchPage = (keyword: string, pageNum: number, signal?: AbortSignal) =>
  api<ProductPage>(`products/search/?keyword=${encodeURIComponent(keyword)}&pageNum=${pageNum}`, {
    signal,
  });

export const searchResults = (keyword: string): ProductList => ({
  queryKey: ['search', keyword],
  fetchPage: (pageNum, signal) => fetchSearchPage(keyword, pageNum, signal),
});

/** Search results, page by page as the customer scrolls; stops at the last page. */
export const useSearchResults = (keyword: string) => {
  const list = searchResults(keyword);
  return useInfiniteProducts(list.queryKey, list.fetchPage);
};
