import type { ApiError } from '../../../lib/api';
import { ChangeError } from './change-error';
import formFrame from './hub-form.module.css';

/**
 * The end of a hub form that creates a row or edits one on its version: why the server refused
 * (with Reload after a colleague's change), and the button, which saves an edit only once
 * something changed.
 */
export function SaveFooter({
  change,
  reload,
  editing,
  changed,
  createLabel,
}: {
  change: { error: ApiError | null; isPending: boolean; reset: () => void };
  reload?: (() => void) | undefined;
  /** Editing a stored row (Save), not creating one (createLabel). */
  editing: boolean;
  changed: boolean;
  createLabel: string;
}) {
  return (
    <>
      <ChangeError
        error={change.error}
        onReload={() => {
          change.reset();
          reload?.();
        }}
      />
      <div className={formFrame.actions}>
        <button
          type="submit"
          className="button"
          disabled={change.isPending || (editing && !changed)}
        >
          {change.isPending ? 'Saving…' : editing ? 'Save' : createLabel}
        </button>
      </div>
    </>
  );
}
