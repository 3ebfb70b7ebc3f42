import { useId, useState } from 'react';
import { Link } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { useCreatableProducts } from '../api/creatable-products';
import { FindInput } from '../../ui/find-input';
import styles from './creatable-products.module.css';

/**
 * The shop's 'creatable batches': products of the chosen makers that can take a new batch, each
 * with the way to plan one. Folded by default: the list is for finding a product, not reading, so
 * its first 50 by name and the count are asked for when it is opened (its own request, never
 * with the batches list); words are looked up on the server (submitted with Enter), since a hub
 * may hold 100,000 products.
 */
export function CreatableProducts({
  sellers,
  sellersSearch,
  narrowed,
}: {
  /** The seller picker's makers (none: all). */
  sellers: readonly number[];
  /** The seller picker's choice, carried to the plan form. */
  sellersSearch: string;
  narrowed: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [find, setFind] = useState('');
  const [words, setWords] = useState('');
  const headingId = useId();
  const firstPage = useCreatableProducts(sellers, {}, opened);
  const found = useCreatableProducts(sellers, { words }, words !== '');
  const shown = words ? found.data : firstPage.data;
  const matching = shown?.creatableProducts ?? [];
  const total = shown?.creatableProductsCount ?? 0;
  const products = firstPage.data?.creatableProducts;
  const planLink = (id: number) =>
    hubPaths.newBatch(`${sellersSearch ? `${sellersSearch}&` : '?'}product=${id}`);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <details
        className={styles.details}
        onToggle={(event) => {
          if (event.currentTarget.open) setOpened(true);
        }}
      >
        <summary className={styles.summary}>
          <h2 id={headingId} className={styles.title}>
            Products that can take a batch
          </h2>
          {firstPage.data && (
            <span className={styles.count}>
              {firstPage.data.creatableProductsCount.toLocaleString('en-IN')}
            </span>
          )}
        </summary>
        {firstPage.error && <p className={styles.note}>{firstPage.error.detail}</p>}
        {!products ? (
          firstPage.isFetching && <p className={styles.note}>Loading…</p>
        ) : products.length === 0 ? (
          <p className={styles.note}>
            {narrowed
              ? 'None of the chosen sellers has a product that can take a batch.'
              : 'No product can take a batch right now.'}
          </p>
        ) : (
          <>
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                setWords(find.trim());
              }}
            >
              <FindInput
                label="Find a product"
                placeholder="Find a product by name"
                className={styles.find}
                value={find}
                onChange={(typed) => {
                  setFind(typed);
                  if (!typed.trim()) setWords('');
                }}
              />
            </form>
            <ul className={styles.list} aria-busy={words !== '' && found.isFetching}>
              {matching.map((product) => (
                <li key={product.id} className={styles.item}>
                  <span className={styles.name}>
                    {product.name} · {product.packageSize} {product.measurementUnit}
                    <span className={styles.seller}>{product.seller.storeName}</span>
                  </span>
                  <Link
                    className={styles.plan}
                    to={planLink(product.id)}
                    aria-label={`Plan a batch of ${product.name}`}
                  >
                    Plan a batch
                  </Link>
                </li>
              ))}
            </ul>
            {shown && matching.length === 0 && (
              <p className={styles.note}>No product by that name.</p>
            )}
            {found.error && words && <p className={styles.note}>{found.error.detail}</p>}
            {total > matching.length && (
              <p className={styles.note}>
                {(total - matching.length).toLocaleString('en-IN')} more: find one by name
                {narrowed ? '.' : ', or choose sellers above.'}
              </p>
            )}
          </>
        )}
      </details>
    </section>
  );
}
