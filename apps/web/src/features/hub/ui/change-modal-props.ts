import type { ApiError } from '../../../lib/api';

/** A change to one record as a dialog follows it: sent, refused, or forgotten. */
interface RecordChange {
  isPending: boolean;
  error: ApiError | null;
  reset: () => void;
}

/**
 * What a ChangeModal asking for a change to one record needs of the change: the button's words
 * (`busy` while it is sent, if they differ), why the server refused it, Cancel that forgets the
 * refusal (and empties the dialog's boxes with `clear`), and Reload that fetches the record again
 * when a colleague's change came first. Without `reload`, Reload closes the dialog as Cancel does:
 * the board or list behind it reads itself again.
 */
export function changeModalProps(
  change: RecordChange,
  {
    label,
    busy = label,
    onClose,
    reload,
    clear,
  }: {
    label: string;
    busy?: string;
    onClose: () => void;
    reload?: () => Promise<unknown>;
    clear?: () => void;
  },
) {
  const close = () => {
    change.reset();
    clear?.();
    onClose();
  };
  return {
    submitLabel: change.isPending ? busy : label,
    pending: change.isPending,
    error: change.error,
    onClose: close,
    onReload: reload
      ? async () => {
          await reload();
          change.reset();
        }
      : close,
  };
}
