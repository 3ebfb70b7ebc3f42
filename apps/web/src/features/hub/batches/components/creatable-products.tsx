import type { CreatableProduct } from '@makers-pantry/domain/hub-batches';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import styles from './creatable-products.module.css';

const SHOWN = 50;

/**
 * The spec's 'creatable batches': products of the chosen makers that can take a new batch, each
 * with the way to plan one. Folded by default: the list is for finding a product, not reading.
 */
export function CreatableProducts({
  products,
  sellersSearch,
  narrowed,
}: {
  products: readonly CreatableProduct[];
  /** The seller picker's choice, carried to the plan form. */
  sellersSearch: string;
  narrowed: boolean;
}) {
  const [find, setFind] = useState('');
  const headingId = useId();
  const words = find.trim().toLowerCase();
  const matching = words
    ? products.filter((product) =>
        `${product.name} ${product.seller.storeName}`.toLowerCase().includes(words),
      )
    : products;
  const planLink = (id: number) =>
    hubPaths.newBatch(`${sellersSearch ? `${sellersSearch}&` : '?'}product=${id}`);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <details className={styles.details}>
        <summary className={styles.summary}>
          <h2 id={headingId} className={styles.title}>
            Products that can take a batch
          </h2>
          <span className={styles.count}>{products.length}</span>
        </summary>
        {products.length === 0 ? (
          <p className={styles.note}>
            {narrowed
              ? 'None of the chosen sellers has a product that can take a batch.'
              : 'No product can take a batch right now.'}
          </p>
        ) : (
          <>
            <input
              type="search"
              className={styles.find}
              aria-label="Find a product"
              placeholder="Find a product or seller"
              value={find}
              onChange={(event) => setFind(event.target.value)}
            />
            <ul className={styles.list}>
              {matching.slice(0, SHOWN).map((product) => (
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
            {matching.length === 0 && <p className={styles.note}>No product by that name.</p>}
            {matching.length > SHOWN && (
              <p className={styles.note}>
                {matching.length - SHOWN} more: find one by name
                {narrowed ? '.' : ', or choose sellers above.'}
              </p>
            )}
          </>
        )}
      </details>
    </section>
  );
}
