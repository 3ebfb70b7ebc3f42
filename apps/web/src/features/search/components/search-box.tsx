import { useEffect, useRef } from 'react';
import { SearchIcon } from '../../../components/ui/icons';
import { SEARCH_PLACEHOLDER } from '../../../lib/search-placeholder';
import { MAX_KEYWORD_LENGTH } from '../search-rules';
import styles from './search-box.module.css';

interface SearchBoxProps {
  text: string;
  onType: (text: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  /** Results are showing: clearing also goes back to the trending searches. */
  hasResults: boolean;
}

/** The search screen's own box: focused on arrival so the keyboard is ready on a phone. */
export function SearchBox({ text, onType, onSubmit, onClear, hasResults }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const canClear = text !== '' || hasResults;
  useEffect(() => {
    const box = input.current;
    box?.focus();
    // Text carried over from the top bar: the caret goes after it, so typing continues the word.
    box?.setSelectionRange(box.value.length, box.value.length);
  }, []);
  return (
    <form
      role="search"
      className={`${styles.form} ${canClear ? styles.withClear : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label className="visually-hidden" htmlFor="search-keyword">
        Search products
      </label>
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon />
      </span>
      <input
        ref={input}
        id="search-keyword"
        className={styles.input}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_KEYWORD_LENGTH}
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => onType(event.target.value)}
      />
      {canClear && (
        <button
          type="button"
          className={styles.clear}
          aria-label="Clear search"
          onClick={() => {
            onClear();
            input.current?.focus();
          }}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
    </form>
  );
}
