import styles from './skip-to-content.module.css';

/**
 * The first stop of the keyboard on every page: hidden until focused, it moves the focus to the
 * page's `#main`. A button, not href="#main": with hash routing that fragment would be read as a
 * route.
 */
export function SkipToContent() {
  return (
    <button
      type="button"
      className={styles.skip}
      onClick={() => document.getElementById('main')?.focus()}
    >
      Skip to content
    </button>
  );
}
