import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { SEARCH_DEBOUNCE_MS, searchableKeyword } from '../../features/search/search-rules';
import { paths } from '../../lib/paths';
import styles from './bar-search.module.css';
import { SEARCH_PLACEHOLDER } from '../../lib/search-placeholder';

/** What the search screen's box starts with when the bar carried the customer there mid-typing. */
interface TypedInBar {
  typed: string;
}

/**
 * The search box of the large and medium bars. The search screen owns searching (it hides this
 * bar and shows its own box), so this one carries the customer there: 2+ characters open
 * /search?keyword=... after the same 300 ms pause as the search screen, with the typed text so
 * the screen's box goes on from it; submitting goes at once (or to the trending chips when empty).
 */
export function BarSearch() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const type = (value: string) => {
    setKeyword(value);
    clearTimeout(pending.current);
    const next = searchableKeyword(value);
    if (next === null) return;
    const state: TypedInBar = { typed: value };
    // A new history entry: Back from the results returns to the page the customer searched from.
    pending.current = setTimeout(
      () => void navigate(paths.search(next), { state }),
      SEARCH_DEBOUNCE_MS,
    );
  };

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(pending.current);
        void navigate(paths.search(keyword.trim() || undefined));
        setKeyword('');
      }}
    >
      <button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon />
      </button>
      <label className="visually-hidden" htmlFor="bar-search">
        Search products
      </label>
      <input
        id="bar-search"
        className={styles.input}
        type="search"
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        value={keyword}
        // Fetch the search screen's code while the customer types, so the results follow the pause.
        onFocus={() => void import('../../features/search/screens/search-screen')}
        onChange={(event) => type(event.target.value)}
      />
    </form>
  );
}
