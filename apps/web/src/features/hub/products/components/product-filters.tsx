import { Link } from 'react-router';
import { ChoiceFilter } from '../../ui/choice-filter';
import { useListParams } from '../../ui/use-list-params';
import { useTypedSearch } from '../../ui/use-typed-search';
import { useMakerChoices } from '../api/maker-choices';
import styles from './product-filters.module.css';

/** The state tabs: every listing, each state, and (for ops) what awaits their review. */
const TABS = [
  { label: 'All', params: {} },
  { label: 'Awaiting review', params: { review: 'true' }, hubSide: true },
  { label: 'Drafts', params: { state: 'draft' } },
  { label: 'Awaiting review', params: { state: 'submitted' }, sellerSide: true },
  { label: 'Live', params: { state: 'approved' } },
  { label: 'Rejected', params: { state: 'rejected' } },
] as const;

/**
 * Above the products list: state tabs, a search by name, and for ops the maker. Each is a change
 * of the URL's query, so the list a link opens is the list that was shown.
 */
export function ProductFilters({ hubSide }: { hubSide: boolean }) {
  const list = useListParams();
  const makers = useMakerChoices(hubSide);
  const state = list.read('state');
  const review = list.read('review');
  const q = list.read('q') ?? '';

  return (
    <div className={styles.filters}>
      <nav aria-label="Listing state" className={styles.tabs}>
        {TABS.filter((tab) => (hubSide ? !('sellerSide' in tab) : !('hubSide' in tab))).map(
          (tab) => {
            const params = tab.params as { state?: string; review?: string };
            const current = params.state === state && params.review === review;
            return (
              <Link
                key={`${tab.label}-${params.state ?? params.review ?? 'all'}`}
                to={list.linkWith({ state: params.state, review: params.review })}
                className={`${styles.tab} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            );
          },
        )}
      </nav>
      <div className={styles.row}>
        {/* Back and Forward change the words under the box: a new box shows them. */}
        <SearchBox key={q} words={q} onSearch={(words) => list.update({ q: words || undefined })} />
        {hubSide && (
          <ChoiceFilter
            label="Maker"
            param="maker"
            all="All makers"
            choices={(makers.data ?? []).map((maker) => String(maker.id))}
            names={Object.fromEntries(
              makers.data?.map((maker) => [maker.id, maker.storeName]) ?? [],
            )}
            classes={{ label: styles.maker, select: styles.input }}
          />
        )}
      </div>
    </div>
  );
}

function SearchBox({ words, onSearch }: { words: string; onSearch: (words: string) => void }) {
  const search = useTypedSearch(words, onSearch);
  return (
    <form role="search" className={styles.search} onSubmit={search.submit}>
      <label htmlFor="product-search" className="visually-hidden">
        Search products
      </label>
      <input
        id="product-search"
        type="search"
        className={styles.input}
        placeholder="Search by name"
        value={search.words}
        maxLength={100}
        onChange={(event) => search.setWords(event.target.value)}
      />
      <button type="submit" className="button button-secondary">
        Search
      </button>
    </form>
  );
}
