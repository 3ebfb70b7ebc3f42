import type { CreatableProduct } from '@makers-pantry/domain/hub-batches';
import { useEffect, useId, useState } from 'react';
import formStyles from '../../../../components/ui/form-control.module.css';
import { FindInput } from '../../ui/find-input';
import { useCreatableProducts } from '../api/creatable-products';
import styles from './product-chooser.module.css';

/** Typing settles for this long before the server is asked: one request per word, not per key. */
const SETTLE_MS = 250;

function useSettled(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The plan form's product: found by words in its name among the chosen makers' products that can
 * take a batch, asked of the server 50 at a time (a hub may hold 100,000), and chosen from the
 * matches. A product given by its link (`?product=`) is read by id, so it is chosen however far
 * down the list it sits.
 */
export function ProductChooser({
  sellers,
  linkedProductId,
  chosen,
  onChoose,
  error,
}: {
  sellers: readonly number[];
  linkedProductId: number | null;
  chosen: CreatableProduct | null;
  onChoose: (product: CreatableProduct | null) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [find, setFind] = useState('');
  const words = useSettled(find);
  const found = useCreatableProducts(sellers, { words });
  const linked = useCreatableProducts(
    sellers,
    { product: linkedProductId ?? undefined },
    linkedProductId !== null,
  );
  const linkedProduct =
    linked.data?.creatableProducts.find((product) => product.id === linkedProductId) ?? null;
  useEffect(() => {
    if (linkedProduct && chosen === null) onChoose(linkedProduct);
    // Only once the linked product arrives; later choices are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedProduct?.id]);

  const matches = found.data?.creatableProducts ?? [];
  const count = found.data?.creatableProductsCount ?? 0;
  // The chosen product stays in the list whatever the words now find.
  const options =
    chosen && !matches.some((p) => p.id === chosen.id) ? [chosen, ...matches] : matches;

  return (
    <div className={styles.chooser}>
      <label className={styles.label} htmlFor={id}>
        Product
      </label>
      <FindInput
        label="Find by name"
        className={formStyles.control}
        value={find}
        onChange={setFind}
      />
      <select
        id={id}
        className={formStyles.control}
        value={chosen ? String(chosen.id) : ''}
        onChange={(event) =>
          onChoose(options.find((p) => String(p.id) === event.target.value) ?? null)
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={found.isFetching}
        disabled={!found.data}
      >
        <option value="">
          {!found.data
            ? 'Loading products…'
            : options.length > 0
              ? 'Choose a product'
              : words.trim()
                ? 'No product by that name is live or waiting for review'
                : 'No product of these sellers is live or waiting for review'}
        </option>
        {bySeller(options).map(([storeName, sellerProducts]) => (
          <optgroup key={storeName} label={storeName}>
            {sellerProducts.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} · {option.packageSize} {option.measurementUnit}
                {option.waitingForReview ? ' (waiting for review)' : ''}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {/* A phone cuts the chosen option short: its whole name and state, in words. */}
      {chosen && (
        <p className={styles.note}>
          {chosen.name} · {chosen.packageSize} {chosen.measurementUnit}
          {chosen.waitingForReview
            ? ': waiting for review. This batch goes on sale once ops approve the product and the batch.'
            : ''}
        </p>
      )}
      {count > matches.length && (
        <p className={styles.note}>
          {matches.length} of {count.toLocaleString('en-IN')} shown: type more of the name to find
          yours.
        </p>
      )}
      {found.error && <p className={formStyles.error}>{found.error.detail}</p>}
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Products grouped under their maker's store name, as the select's option groups. */
function bySeller(products: readonly CreatableProduct[]) {
  const groups = new Map<string, CreatableProduct[]>();
  for (const product of products) {
    const group = groups.get(product.seller.storeName) ?? [];
    group.push(product);
    groups.set(product.seller.storeName, group);
  }
  return [...groups];
}
