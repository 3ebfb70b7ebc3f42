import { SHOP_PAGE_KIND_NAMES, shopPageOf, type ShopPage } from '@makers-pantry/domain/shop-pages';
import { useDeferredValue, useId, useState } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { useShopPages } from '../api/shop-pages';
import styles from './shop-page-picker.module.css';

/**
 * Where a banner sends the shopper, picked from the shop's real pages (a category, collection,
 * product on sale, seller or New products) found by name, never typed: a typed path led to
 * 'Page not found' (issue 38 item 8). The server checks the page again when the banner is saved.
 */
export function ShopPagePicker({
  link,
  onChange,
  error,
}: {
  link: string;
  onChange: (link: string) => void;
  error?: string | undefined;
}) {
  const legendId = useId();
  const [words, setWords] = useState('');
  const searched = useDeferredValue(words.trim());
  const found = useShopPages(searched);
  const [picked, setPicked] = useState<ShopPage | null>(null);
  const pages = found.data?.pages;
  const shown = picked?.path === link ? picked : pages?.find((page) => page.path === link);

  return (
    <fieldset
      className={`${styles.picker} ${error ? styles.invalid : ''}`}
      aria-labelledby={legendId}
    >
      <legend id={legendId} className={styles.legend}>
        Link
      </legend>
      <p className={styles.chosen} role="status">
        {link ? (
          <>
            Opens{' '}
            <strong>
              {shown ? `${SHOP_PAGE_KIND_NAMES[shown.kind]}: ${shown.name}` : linkText(link)}
            </strong>{' '}
            ({link})
          </>
        ) : (
          'No page chosen yet: find it below.'
        )}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <TextField
        label="Find a page of the shop"
        type="search"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        hint="A category, collection, product or seller by name, or 'New products'."
      />
      {found.error && <p className={styles.error}>{found.error.detail}</p>}
      {pages && pages.length === 0 && (
        <p className={styles.chosen}>No page of the shop is called &lsquo;{searched}&rsquo;.</p>
      )}
      {pages && pages.length > 0 && (
        <ul className={styles.found} aria-label="Pages found">
          {pages.map((page) => {
            const chosen = page.path === link;
            const label = `${SHOP_PAGE_KIND_NAMES[page.kind]}: ${page.name}`;
            return (
              <li key={page.path} className={styles.item}>
                <span className={styles.page}>
                  <span className={styles.name}>{page.name}</span>
                  <span className={styles.kind}>{SHOP_PAGE_KIND_NAMES[page.kind]}</span>
                </span>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={chosen ? `${label} is chosen` : `Link to ${label}`}
                  aria-pressed={chosen}
                  onClick={() => {
                    setPicked(page);
                    onChange(page.path);
                  }}
                >
                  {chosen ? 'Chosen' : 'Choose'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** A stored link the list does not show now, named by its kind ('Product 12'). */
function linkText(link: string): string {
  const page = shopPageOf(link);
  if (!page) return 'a path that is no page of the shop: choose one below';
  return page.id === null
    ? SHOP_PAGE_KIND_NAMES[page.kind]
    : `${SHOP_PAGE_KIND_NAMES[page.kind]} ${page.id}`;
}
