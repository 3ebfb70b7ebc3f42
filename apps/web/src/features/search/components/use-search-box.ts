import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { track } from '../../../lib/analytics';
import { SEARCH_DEBOUNCE_MS, searchableKeyword } from '../search-rules';

/**
 * The search box and the URL together. The keyword in the URL is the source of truth for what
 * is shown, so back and forward work; the box only holds what the customer is typing.
 *
 * - Typing 2+ characters shows their results after a 300 ms pause; fewer resets to /search.
 *   These replace the history entry, so Back leaves the search instead of replaying keystrokes.
 * - Submitting (or a trending chip) searches at once as a new history entry and clears the box.
 */
function typedInBar(state: unknown): string {
  const typed = (state as { typed?: unknown } | null)?.typed;
  return typeof typed === 'string' ? typed : '';
}

export function useSearchBox() {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const [params] = useSearchParams();
  const keyword = searchableKeyword(params.get('keyword'));
  const location = useLocation();
  // Arriving from the top bar's box mid-word: the customer's text carries on here.
  const [text, setText] = useState(() => typedInBar(location.state));
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back or forward to another search: the half-typed text belonged to the page we left.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    if (navigationType === 'POP') setText('');
  }

  const cancelPending = () => clearTimeout(pending.current);
  useEffect(() => cancelPending, []);

  const showResultsFor = useCallback(
    (next: string | null, options: { replace: boolean }) => {
      if (next === keyword) return;
      void navigate(paths.search(next ?? undefined), options);
    },
    [keyword, navigate],
  );

  const type = (value: string) => {
    setText(value);
    cancelPending();
    const next = searchableKeyword(value);
    if (next === null) showResultsFor(null, { replace: true });
    else
      pending.current = setTimeout(
        () => showResultsFor(next, { replace: true }),
        SEARCH_DEBOUNCE_MS,
      );
  };

  const search = (value: string) => {
    const next = searchableKeyword(value);
    if (next === null) return;
    cancelPending();
    track('search_submitted', { keyword: next });
    showResultsFor(next, { replace: false });
    setText('');
  };

  const clear = () => {
    cancelPending();
    setText('');
    showResultsFor(null, { replace: true });
  };

  return { keyword, text, type, submit: () => search(text), search, clear };
}
