import type { ReactNode } from 'react';

/**
 * A hub form's button: it sends the form, says `busy` while the change is on its way and cannot
 * be pressed again meanwhile (nor while `disabled`, e.g. an edit with nothing changed).
 */
export function SubmitButton({
  change,
  busy,
  disabled = false,
  children,
}: {
  change: { isPending: boolean };
  busy: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button" disabled={change.isPending || disabled}>
      {change.isPending ? busy : children}
    </button>
  );
}
