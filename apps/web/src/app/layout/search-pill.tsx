import { Link } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';
import { SEARCH_PLACEHOLDER } from '../../lib/search-placeholder';
import styles from './search-pill.module.css';

/** On phones the bar's search is a link to the search screen, whose box opens the keyboard. */
export function SearchPill() {
  return (
    <Link to={paths.search()} className={styles.pill}>
      <SearchIcon />
      <span className={styles.text}>{SEARCH_PLACEHOLDER}</span>
    </Link>
  );
}
