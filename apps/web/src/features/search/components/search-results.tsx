import { InfiniteProductList } from '../../../components/product/infinite-product-list';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { useSearchResults } from '../api/search-products-query';
import { TrendingSearches } from './trending-searches';
import styles from './search-results.module.css';

/** 'Search results for "{keyword}"', growing as the customer scrolls. */
export function SearchResults({
  keyword,
  onPick,
}: {
  keyword: string;
  onPick: (keyword: string) => void;
}) {
  const results = useSearchResults(keyword);
  const heading = `Search results for "${keyword}"`;
  const nothingFound = !results.isPending && !results.isError && results.products.length === 0;
  return (
    <section className={styles.results} aria-labelledby="search-results-title">
      <div className={styles.header}>
        <h2 id="search-results-title" className={styles.title}>
          {heading}
        </h2>
        {results.productsCount > 0 && (
          <p className={styles.count}>
            {results.productsCount} {results.productsCount === 1 ? 'product' : 'products'}
          </p>
        )}
      </div>
      {results.isError && results.products.length === 0 ? (
        <ApiErrorView error={results.error} />
      ) : nothingFound ? (
        <>
          <p className={styles.none}>
            We could not find anything for "{keyword}". Check the spelling, or try a simpler word
            such as "ghee" or "millet".
          </p>
          <TrendingSearches onPick={onPick} title="Popular right now" />
        </>
      ) : (
        <InfiniteProductList list={results} label={heading} emptyText="" />
      )}
    </section>
  );
}
