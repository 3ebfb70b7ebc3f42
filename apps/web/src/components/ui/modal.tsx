import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the text; the dialog closes only through them or Escape. */
  actions?: ReactNode;
  /**
   * The words of a secondary button before the actions that closes the dialog as Escape does
   * ('Cancel', 'Keep order'): every confirmation offers the way back the same way.
   */
  cancelLabel?: string;
  /** A dialog that only tells something: the words of its one button, which closes it ('OK'). */
  doneLabel?: string;
  /** 'danger' draws the title in red (refusals such as 'do not deliver'). */
  tone?: 'default' | 'danger';
}

/**
 * A modal on the native <dialog>: focus moves into it and back, Escape closes it, the page behind
 * is inert, and screen readers announce its title.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  actions,
  cancelLabel,
  doneLabel,
  tone = 'default',
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.modal}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className={`${styles.title} ${tone === 'danger' ? styles.danger : ''}`}>
            {title}
          </h2>
          <div className={styles.body}>{children}</div>
          {(cancelLabel || actions || doneLabel) && (
            <div className={styles.actions}>
              {cancelLabel && (
                <button type="button" className="button button-secondary" onClick={onClose}>
                  {cancelLabel}
                </button>
              )}
              {actions}
              {doneLabel && (
                <button type="button" className="button" onClick={onClose}>
                  {doneLabel}
                </button>
              )}
            </div>
          )}
        </>
      )}
    </dialog>
  );
}
