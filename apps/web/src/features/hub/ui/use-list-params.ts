import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListChanges = Record<string, string | undefined>;

/**
 * A hub list's sort, filters and page live in the URL's query, so a link to a filtered list opens
 * that list and Back returns to the one before. A change of sort or filter starts again at page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();

  const next = useCallback(
    (changes: ListChanges) => {
      const query = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes))
        if (value === undefined || value === '') query.delete(key);
        else query.set(key, value);
      if (!('page' in changes)) query.delete('page');
      return query;
    },
    [params],
  );

  return {
    params,
    read: (key: string) => params.get(key) ?? undefined,
    /** The page asked for, 1 when none or nonsense. */
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    /** `replace` for changes made many times in a row (ticking makers), so Back skips them. */
    update: (changes: ListChanges, options: { replace?: boolean } = {}) =>
      setParams(next(changes), options),
    /** The same list with these changes, as a link's target ('?status=planned&page=2'). */
    linkWith: (changes: ListChanges) => {
      const query = next(changes).toString();
      return query ? `?${query}` : '?';
    },
  };
}
