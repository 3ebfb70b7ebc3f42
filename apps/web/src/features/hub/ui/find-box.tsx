import { useState } from 'react';
import { useListParams } from './use-list-params';
import styles from './find-box.module.css';

/**
 * A hub list's search by words: what is typed is asked for on Find (or Enter), held in the URL
 * under `q` so the found list can be linked to and Back returns to the one before.
 */
export function FindBox({ label, placeholder }: { label: string; placeholder: string }) {
  const list = useListParams();
  const [words, setWords] = useState(list.read('q') ?? '');
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        list.update({ q: words.trim() });
      }}
    >
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        placeholder={placeholder}
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
      <button type="submit" className="button button-secondary">
        Find
      </button>
    </form>
  );
}
