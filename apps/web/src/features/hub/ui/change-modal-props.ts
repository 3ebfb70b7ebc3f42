import type { ApiError } from '../../../lib/api';

/** A change to one record as a dialog follows it: sent, refused, or forgotten. */
interface RecordChange {
  isPending: boolean;
  error: ApiError | null;
  reset: () => void;
}

/**
 * What a ChangeModal asking for a change to one record needs of the change: the button's words
 * (`busy` while it is sent), why the server refused it, Cancel that forgets the refusal (and
 * empties the dialog's boxes with `clear`), and Reload that fetches the record again when a
 * colleague's change came first.
 */
export function changeModalProps(
  change: RecordChange,
  {
    label,
    busy,
    onClose,
    reload,
    clear,
  }: {
    label: string;
    busy: string;
    onClose: () => void;
    reload: () => Promise<unknown>;
    clear?: () => void;
  },
) {
  return {
    submitLabel: change.isPending ? busy : label,
    pending: change.isPending,
    error: change.error,
    onClose: () => {
      change.reset();
      clear?.();
      onClose();
    },
    onReload: async () => {
      await reload();
      change.reset();
    },
  };
}
