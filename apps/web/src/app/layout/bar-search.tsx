import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { paths } from '../paths';
import styles from './bar-search.module.css';
import { SEARCH_PLACEHOLDER } from '../../lib/search-placeholder';

/**
 * The search box of the large and medium bars. The search screen owns searching (it hides this
 * bar and shows its own box), so this one only carries the customer there: submitting opens
 * /search?keyword=... (or /search with the trending chips when the box is empty).
 */
export function BarSearch() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
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
        onChange={(event) => setKeyword(event.target.value)}
      />
    </form>
  );
}
