import type { ProductPage } from '@makers-pantry/domain/catalog';
import { api } from '../../../lib/api';
import { useInfiniteProducts } from '../../../lib/use-infinite-products';

export const fetchSearchPage = (keyword: string, pageNum: number, signal?: AbortSignal) =>
  api<ProductPage>(`products/search/?keyword=${encodeURIComponent(keyword)}&pageNum=${pageNum}`, {
    signal,
  });

/** Search results, page by page as the customer scrolls; stops at the last page (spec section 4). */
export const useSearchResults = (keyword: string) =>
  useInfiniteProducts(['search', keyword], (pageNum, signal) =>
    fetchSearchPage(keyword, pageNum, signal),
  );
