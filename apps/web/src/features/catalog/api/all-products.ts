import type { ProductPage } from '@makers-pantry/domain/catalog';
import { api } from '../../../lib/api';
import { useInfiniteProducts, type ProductList } from '../../../lib/use-infinite-products';

/** Page 1 of the product list is fetched again every 5 minutes. */
export const ALL_PRODUCTS_REFRESH_MS = 300_000;

export const fetchProductsPage = (pageNum: number, signal?: AbortSignal) =>
  api<ProductPage>(`products/?pageNum=${pageNum}`, { signal });

/**
 * 'All Products' on the home page. Every loaded page is re-fetched on the 5-minute tick, not just
 * page 1: stock and prices change on every page, and refreshing them together keeps the list
 * free of gaps and repeats when a product moves between pages. Page 1 still replaces the head of
 * the list and later pages follow it, as the shop's rule asks, and the customer keeps their place.
 */
export const allProducts: ProductList = {
  queryKey: ['products', 'all'],
  fetchPage: fetchProductsPage,
};

export const useAllProducts = () =>
  useInfiniteProducts(allProducts.queryKey, allProducts.fetchPage, {
    refetchIntervalMs: ALL_PRODUCTS_REFRESH_MS,
  });
