import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The shop's toasts, through sonner loaded on demand: sonner is 10 kB of gzipped JavaScript that
 * no first screen shows, so it leaves the entry and arrives once the page is idle or a toast is
 * asked for, whichever comes first. A toast asked for meanwhile shows as soon as sonner is in
 * (its store replays active toasts to a Toaster that subscribes late).
 */
export type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<(sonner: Sonner) => void>();

export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((sonner) => {
    loaded = sonner;
    listeners.forEach((listener) => listener(sonner));
    return sonner;
  });
  return loading;
}

/** Calls `listener` once sonner is in (at once if it already is); answers the unsubscribe. */
export function whenSonnerLoaded(listener: (sonner: Sonner) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toast = {
  success(message: string, options?: ExternalToast) {
    void loadSonner().then(({ toast: show }) => show.success(message, options));
  },
  error(message: string, options?: ExternalToast) {
    void loadSonner().then(({ toast: show }) => show.error(message, options));
  },
  /** Dismisses every toast (or the one with `id`). */
  dismiss(id?: string) {
    void loadSonner().then(({ toast: show }) => show.dismiss(id));
  },
};
