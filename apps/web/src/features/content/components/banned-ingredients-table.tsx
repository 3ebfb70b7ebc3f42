import type { BannedIngredient } from '@makers-pantry/domain/catalog';
import { useDeferredValue, useId, useState } from 'react';
import { filterIngredients } from './ingredient-filter';
import styles from './banned-ingredients-table.module.css';

/** 'Ingredients Not Allowed:' with a box to find one ingredient in a long list. */
export function BannedIngredientsTable({ ingredients }: { ingredients: BannedIngredient[] }) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = filterIngredients(ingredients, deferredQuery);
  const headingId = useId();
  const inputId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.heading}>
          Ingredients Not Allowed:
        </h2>
        <div className={styles.filter}>
          <label htmlFor={inputId}>Find an ingredient</label>
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name, E-number or use, e.g. E621"
            autoComplete="off"
          />
        </div>
      </div>
      <p className={styles.count} aria-live="polite">
        {query.trim()
          ? `${shown.length} of ${ingredients.length} ingredients match "${query.trim()}"`
          : `${ingredients.length} ingredients`}
      </p>
      <div className={styles.scroller}>
        {/* Explicit roles: on phones the rows stack as cards (CSS display changes), and browsers
            would otherwise stop announcing them as a table. */}
        <table className={styles.table} aria-labelledby={headingId} role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Name
              </th>
              <th scope="col" role="columnheader">
                Aliases
              </th>
              <th scope="col" role="columnheader">
                Functions
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {shown.map((ingredient) => (
              <tr key={ingredient.Name} role="row">
                <th scope="row" role="rowheader">
                  {ingredient.Name}
                </th>
                <td role="cell" data-label="Aliases">
                  {ingredient.Aliases || '—'}
                </td>
                <td role="cell" data-label="Functions">
                  {ingredient.Functions}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && (
          <p className={styles.none}>
            None of our prohibited ingredients match "{query.trim()}". If it is on a label in our
            shop, it is allowed.
          </p>
        )}
      </div>
    </section>
  );
}
