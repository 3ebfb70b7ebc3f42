import type { ApiError } from '../../../lib/api';
import { ChangeError } from './change-error';
import { SubmitButton } from './submit-button';
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
        <SubmitButton change={change} busy="Saving…" disabled={editing && !changed}>
          {editing ? 'Save' : createLabel}
        </SubmitButton>
      </div>
    </>
  );
}
