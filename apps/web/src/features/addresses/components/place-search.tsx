import type { PlaceSuggestion } from '@makers-pantry/domain/addresses';
import { useEffect, useId, useState } from 'react';
import { usePlaceSuggestions } from '../api/places';
import { ADDRESS_TEXTS } from '../address-texts';
import styles from './place-search.module.css';

const PAUSE_MS = 300;

/** The map's search box: suggestions after a 300 ms pause in typing. */
export function PlaceSearch({ onPick }: { onPick: (suggestion: PlaceSuggestion) => void }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  /** The name put in the box by a pick: its own suggestions are not offered again over the map. */
  const [picked, setPicked] = useState<string | null>(null);
  const listId = useId();
  useEffect(() => {
    if (text === picked) return;
    const timer = setTimeout(() => setQuery(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, picked]);
  const suggestions = usePlaceSuggestions(query);
  const shown =
    query.length >= 2 && text.trim() === query && text !== picked ? (suggestions.data ?? []) : [];
  return (
    <div className={styles.search}>
      <input
        type="search"
        className={styles.input}
        placeholder={ADDRESS_TEXTS.searchPlaceholder}
        aria-label={ADDRESS_TEXTS.searchPlaceholder}
        aria-controls={listId}
        aria-expanded={shown.length > 0}
        role="combobox"
        aria-autocomplete="list"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {shown.length > 0 && (
        <ul id={listId} className={styles.list} role="listbox" aria-label="Places">
          {shown.map((suggestion) => (
            <li key={suggestion.id} role="option" aria-selected={false}>
              <button
                type="button"
                className={styles.option}
                onClick={() => {
                  setText(suggestion.name);
                  setPicked(suggestion.name);
                  setQuery('');
                  onPick(suggestion);
                }}
              >
                <strong>{suggestion.name}</strong>
                <span>{suggestion.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestions.isError && <p className={styles.note}>{suggestions.error.detail}</p>}
    </div>
  );
}
