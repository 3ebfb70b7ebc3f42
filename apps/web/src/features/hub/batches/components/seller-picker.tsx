import { MAX_CHOSEN_SELLERS, type ApprovedSeller } from '@makers-pantry/domain/hub';
import { useState } from 'react';
import { useDisclosure } from '../../../../components/ui/use-disclosure';
import { FindInput } from '../../ui/find-input';
import styles from './seller-picker.module.css';

/**
 * The batch page's seller picker: a multi-select of approved makers. Choosing
 * none means all of them. It is a disclosure with check boxes and a box to find a maker by name,
 * so it works the same with a mouse, a thumb, a keyboard and a screen reader.
 */
export function SellerPicker({
  sellers,
  chosen,
  onChange,
  waiting = false,
}: {
  sellers: readonly ApprovedSeller[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  /** The makers are on their way: the button holds its place, disabled, till they come. */
  waiting?: boolean;
}) {
  const { setOpen, root, trigger, panel } = useDisclosure();
  const [find, setFind] = useState('');

  const nameOf = new Map(sellers.map((seller) => [seller.id, seller.storeName]));
  const known = chosen.filter((id) => nameOf.has(id));
  const words = find.trim().toLowerCase();
  const shown = words
    ? sellers.filter((seller) => seller.storeName.toLowerCase().includes(words))
    : sellers;
  const summary =
    known.length === 0
      ? 'All sellers'
      : known.length === 1
        ? nameOf.get(known[0]!)
        : `${known.length} sellers`;
  // The server takes at most this many makers in one request; more would be refused.
  const full = known.length >= MAX_CHOSEN_SELLERS;
  const toggle = (id: number) =>
    onChange(known.includes(id) ? known.filter((other) => other !== id) : [...known, id]);

  return (
    <div className={styles.picker} ref={root}>
      <button {...trigger} className={styles.trigger} disabled={waiting}>
        Sellers: <strong>{summary}</strong>
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      <div {...panel} className={styles.panel}>
        <FindInput label="Find a seller" className={styles.find} value={find} onChange={setFind} />
        <fieldset className={styles.options}>
          <legend className="visually-hidden">Approved sellers</legend>
          {shown.length === 0 && <p className={styles.none}>No seller by that name.</p>}
          {full && (
            <p className={styles.none} role="status">
              At most {MAX_CHOSEN_SELLERS} sellers at once; choose All sellers to see every one.
            </p>
          )}
          <ul>
            {shown.map((seller) => (
              <li key={seller.id}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    checked={known.includes(seller.id)}
                    disabled={full && !known.includes(seller.id)}
                    onChange={() => toggle(seller.id)}
                  />
                  {seller.storeName}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className={styles.panelActions}>
          <button
            type="button"
            className="button button-secondary"
            disabled={known.length === 0}
            onClick={() => onChange([])}
          >
            All sellers
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setOpen(false);
              trigger.ref.current?.focus();
            }}
          >
            Done
          </button>
        </div>
      </div>
      {known.length > 0 && (
        <ul className={styles.chips} aria-label="Chosen sellers">
          {known.map((id) => (
            <li key={id} className={styles.chip}>
              {nameOf.get(id)}
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${nameOf.get(id)}`}
                onClick={() => toggle(id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
