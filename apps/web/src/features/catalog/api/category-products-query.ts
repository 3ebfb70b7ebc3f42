import type { ProductPage } from '@makers-pantry/domain/catalog';
import { api } from '../../../lib/api';
import { useInfiniteProducts, type ProductList } from '../../../lib/use-infinite-products';
import { ALL_PRODUCTS_REFRESH_MS } from './all-products';

/** Subcategory 0 is 'All': every product of the category. */
export const ALL_SUBCATEGORIES_ID = 0;

export const fetchCategoryPage = (
  categoryId: number,
  subcategoryId: number,
  pageNum: number,
  signal?: AbortSignal,
) =>
  api<ProductPage>(`products/category/${categoryId}/${subcategoryId}/?pageNum=${pageNum}`, {
    signal,
  });

export const categoryProducts = (categoryId: number, subcategoryId: number): ProductList => ({
  queryKey: ['category', categoryId, 'products', subcategoryId],
  fetchPage: (pageNum, signal) => fetchCategoryPage(categoryId, subcategoryId, pageNum, signal),
});

/** One subcategory's products, page by page, refreshed on the same 5-minute tick as the home list. */
export const useCategoryProducts = (categoryId: number, subcategoryId: number) => {
  const list = categoryProducts(categoryId, subcategoryId);
  return useInfiniteProducts(list.queryKey, list.fetchPage, {
    refetchIntervalMs: ALL_PRODUCTS_REFRESH_MS,
  });
};
