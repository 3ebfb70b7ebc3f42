import type { Paginator, ProductListItem } from '@makers-pantry/domain/catalog';
import { useInfiniteQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';

/** A page of any product list the API pages (all products, search, category...). */
export interface ProductsPage {
  products: ProductListItem[];
  paginator: Pick<Paginator, 'pageNum' | 'numPages' | 'productsCount'> & Partial<Paginator>;
}

export interface InfiniteProductsOptions {
  /** Re-fetch interval in ms; the home list uses 5 minutes. */
  refetchIntervalMs?: number;
  enabled?: boolean;
}

/** A paged product list: its cache key and how to fetch one of its pages. */
export interface ProductList {
  queryKey: QueryKey;
  fetchPage: (pageNum: number, signal: AbortSignal) => Promise<ProductsPage>;
}

/**
 * Starts page 1 of a list into the cache, for a route to call while its screen's code is still
 * loading; the screen's `useInfiniteProducts` then finds it there.
 */
export function prefetchProducts(client: QueryClient, list: ProductList): Promise<void> {
  return client.prefetchInfiniteQuery({
    queryKey: list.queryKey,
    queryFn: ({ pageParam, signal }) => list.fetchPage(pageParam, signal),
    initialPageParam: 1,
  });
}

/** The page after `page`, or undefined on the last page: this is what stops the scrolling. */
export function nextPageNumber(page: ProductsPage): number | undefined {
  const { pageNum, numPages } = page.paginator;
  return pageNum < numPages ? pageNum + 1 : undefined;
}

/**
 * A paged product list that grows as the customer scrolls. Pages are numbered from 1 like the
 * API's `pageNum`. With `refetchIntervalMs`, TanStack Query re-fetches every loaded page in
 * order: page 1 replaces the head of the list and the later pages follow it, so a product that
 * moved between pages is neither lost nor shown twice, and the scroll position is kept.
 */
export function useInfiniteProducts(
  queryKey: QueryKey,
  fetchPage: (pageNum: number, signal: AbortSignal) => Promise<ProductsPage>,
  { refetchIntervalMs, enabled = true }: InfiniteProductsOptions = {},
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
    refetchInterval: refetchIntervalMs ?? false,
    enabled,
  });
  const pages = query.data?.pages;
  const products = useMemo(() => {
    // A product can slide from one page to the next between two requests; show it once.
    const seen = new Set<number>();
    return (pages ?? []).flatMap((page) =>
      page.products.filter((product) => !seen.has(product.id) && seen.add(product.id)),
    );
  }, [pages]);
  return {
    products,
    productsCount: pages?.[0]?.paginator.productsCount ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    refetch: () => void query.refetch(),
  };
}

export type InfiniteProducts = ReturnType<typeof useInfiniteProducts>;
