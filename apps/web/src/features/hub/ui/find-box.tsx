import { useListParams } from './use-list-params';
import { useTypedSearch } from './use-typed-search';
import { FindInput } from './find-input';
import styles from './find-box.module.css';

/**
 * A hub list's search by words: what is typed is asked for on Find (or Enter), held in the URL
 * under `q` so the found list can be linked to and Back returns to the one before.
 */
export function FindBox({ label, placeholder }: { label: string; placeholder: string }) {
  const list = useListParams();
  const search = useTypedSearch(list.read('q') ?? '', (q) => list.update({ q }));
  return (
    <form role="search" className={styles.search} onSubmit={search.submit}>
      <FindInput
        label={label}
        placeholder={placeholder}
        className={styles.input}
        value={search.words}
        onChange={search.setWords}
      />
      <button type="submit" className="button button-secondary">
        Find
      </button>
    </form>
  );
}
