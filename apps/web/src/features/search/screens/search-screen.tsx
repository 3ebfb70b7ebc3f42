import { CartLink } from '../../../app/layout/cart-link';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useGoBack } from '../../../lib/use-go-back';
import { SearchBox } from '../components/search-box';
import { SearchResults } from '../components/search-results';
import { TrendingSearches } from '../components/trending-searches';
import { useSearchBox } from '../components/use-search-box';
import styles from './search-screen.module.css';

/** /search: the shop's top bar is hidden here, so this screen brings its own back arrow and cart. */
export function SearchScreen() {
  const box = useSearchBox();
  const goBack = useGoBack();
  return (
    <div className={`page ${styles.page}`}>
      <h1 className="visually-hidden">Search</h1>
      <div className={styles.bar}>
        <button type="button" className={styles.back} aria-label="Back" onClick={goBack}>
          <ArrowLeftIcon />
        </button>
        <SearchBox
          text={box.text}
          onType={box.type}
          onSubmit={box.submit}
          onClear={box.clear}
          hasResults={box.keyword !== null}
        />
        <CartLink />
      </div>
      {box.keyword === null ? (
        <TrendingSearches onPick={box.search} />
      ) : (
        <SearchResults key={box.keyword} keyword={box.keyword} onPick={box.search} />
      )}
    </div>
  );
}
