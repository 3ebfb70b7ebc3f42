import { useId, type ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';
import type { ApiError } from '../../../lib/api';
import { ChangeError } from './change-error';

/**
 * A hub change asked for in a dialog: its fields (if any), Cancel and the change's button, and
 * why the server refused it, with Reload when a colleague's change came first.
 */
export function ChangeModal({
  open,
  title,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
  onReload,
  children,
  tone,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  error: ApiError | null;
  onSubmit: () => void;
  onClose: () => void;
  onReload: () => void;
  children?: ReactNode;
  tone?: 'default' | 'danger';
}) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      tone={tone}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="button" disabled={pending}>
            {submitLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
      <ChangeError error={error} onReload={onReload} />
    </Modal>
  );
}
