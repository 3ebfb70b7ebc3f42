import type { RefObject } from 'react';
import type { InfiniteProducts } from '../../lib/use-infinite-products';
import { useNearEnd, useOnceNear } from '../../lib/use-near-end';
import styles from './infinite-product-list.module.css';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

/**
 * A product grid that fetches its next page as the customer nears the end (2000 px), and stops
 * at the last page. Give it the result of `useInfiniteProducts`; `scrollRoot` is the scrolling box
 * when the page body itself does not scroll (the category screen).
 */
export function InfiniteProductList({
  list,
  label,
  emptyText,
  scrollRoot,
  aboveTheFold = true,
}: {
  list: InfiniteProducts;
  label: string;
  emptyText: string;
  /**
   * False when the list starts below other content: its cards are built once the customer scrolls
   * near them (an outline until then), and their pictures load as they come into view.
   */
  aboveTheFold?: boolean;
  scrollRoot?: RefObject<Element | null>;
}) {
  const [near, place] = useOnceNear<HTMLDivElement>(!aboveTheFold);
  const sentinel = useNearEnd<HTMLDivElement>({
    onNearEnd: list.fetchNextPage,
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isError,
    // The sentinel mounts with the cards: when they are built (near) as well as after each page.
    watchKey: near && list.products.length,
    root: scrollRoot,
  });

  if (list.isPending || !near)
    return (
      <div ref={place}>
        <ProductGridSkeleton />
      </div>
    );
  if (list.isError && list.products.length === 0) {
    return (
      <div className={styles.problem} role="alert">
        <p>We could not load these products just now.</p>
        <button type="button" className="button" onClick={list.refetch}>
          Try again
        </button>
      </div>
    );
  }
  if (list.products.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      <ProductGrid products={list.products} label={label} aboveTheFold={aboveTheFold} />
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {list.isFetchingNextPage && (
        <p className={styles.more} role="status">
          Loading more products…
        </p>
      )}
      {list.isError && (
        <div className={styles.problem} role="alert">
          <p>More products could not be loaded.</p>
          <button type="button" className="button" onClick={list.fetchNextPage}>
            Try again
          </button>
        </div>
      )}
    </>
  );
}
