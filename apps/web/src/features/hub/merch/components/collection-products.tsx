import { useDeferredValue, useId, useState } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { useProductNames, useProductSearch } from '../api/product-names';
import { MoveButtons } from './move-buttons';
import styles from './collection-products.module.css';

/**
 * A collection's products in the order the shop shows them: moved, removed, and added from a
 * search of the live products. The list is saved with the rest of the form (productIds replaces
 * the whole list).
 */
export function CollectionProducts({
  ids,
  onChange,
  error,
}: {
  ids: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const names = useProductNames(ids);
  const headingId = useId();
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };

  return (
    <fieldset className={styles.products}>
      <legend id={headingId} className={styles.legend}>
        Products ({ids.length})
      </legend>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {ids.length === 0 ? (
        <p className={styles.empty}>No products yet: find them below.</p>
      ) : (
        <ol className={styles.list} aria-labelledby={headingId}>
          {ids.map((id, index) => {
            const product = names.get(id);
            const name = product?.name ?? `Product ${id}`;
            return (
              <li key={id} className={styles.item}>
                <span className={styles.product}>
                  <span className={styles.productName}>{name}</span>
                  {product && <span className={styles.maker}>{product.maker}</span>}
                </span>
                <MoveButtons
                  name={name}
                  index={index}
                  count={ids.length}
                  busy={false}
                  onMove={(to) => move(index, to)}
                />
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(ids.filter((other) => other !== id))}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <ProductFinder chosen={ids} onAdd={(id) => onChange([...ids, id])} />
    </fieldset>
  );
}

function ProductFinder({
  chosen,
  onAdd,
}: {
  chosen: readonly number[];
  onAdd: (id: number) => void;
}) {
  const [words, setWords] = useState('');
  const searched = useDeferredValue(words.trim());
  const found = useProductSearch(searched);
  const results = searched.length >= 2 ? found.data?.products : undefined;

  return (
    <div className={styles.finder}>
      <TextField
        label="Add a product"
        type="search"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        hint="Type two letters or more of a live product's name."
      />
      {found.error && <p className={styles.empty}>{found.error.detail}</p>}
      {results && results.length === 0 && (
        <p className={styles.empty}>No live product matches &lsquo;{searched}&rsquo;.</p>
      )}
      {results && results.length > 0 && (
        <ul className={styles.found} aria-label="Products found">
          {results.slice(0, 8).map((product) => {
            const inIt = chosen.includes(product.id);
            return (
              <li key={product.id} className={styles.item}>
                <span className={styles.product}>
                  <span className={styles.productName}>{product.name}</span>
                  <span className={styles.maker}>{product.seller.storeName}</span>
                </span>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={inIt ? `${product.name} is in it` : `Add ${product.name}`}
                  disabled={inIt}
                  onClick={() => onAdd(product.id)}
                >
                  {inIt ? 'Added' : 'Add'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
