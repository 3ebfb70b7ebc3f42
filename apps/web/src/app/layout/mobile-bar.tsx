import { useScrolledPast } from '../../lib/use-scrolled-past';
import styles from './bars.module.css';
import { BarActions } from './bar-actions';
import { CartLink } from './cart-link';
import { Logo } from './logo';
import { SearchPill } from './search-pill';

/** The phone bar collapses past 100 px of scrolling and returns at 100 or less. */
export const COLLAPSE_AFTER_PX = 100;

/**
 * Below 500 px: logo, Account, Menu and cart above a search row; once scrolled down it shrinks to search
 * plus cart. The bar is fixed over a spacer of its full height, so collapsing never moves the page.
 */
export function MobileBar() {
  const collapsed = useScrolledPast(COLLAPSE_AFTER_PX);
  return (
    <div className={styles.mobileSpacer}>
      <div className={`${styles.mobile} ${collapsed ? styles.collapsed : ''}`}>
        {collapsed ? (
          <div className={styles.row}>
            <SearchPill />
            <CartLink />
          </div>
        ) : (
          <>
            <div className={styles.row}>
              <Logo />
              <BarActions />
            </div>
            <div className={styles.row}>
              <SearchPill />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
