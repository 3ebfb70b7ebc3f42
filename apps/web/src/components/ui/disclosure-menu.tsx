import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styles from './disclosure-menu.module.css';

/**
 * A button that opens a small panel of links (the bar's Account and Menu). It is a disclosure,
 * not an ARIA menu: links stay ordinary links in the tab order. Escape, a click outside and
 * moving to another page close it.
 */
export function DisclosureMenu({
  label,
  icon,
  children,
  align = 'end',
  hideLabel = false,
}: {
  label: string;
  icon?: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  /** Show only the icon (narrow bars); the label is still read out. */
  hideLabel?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A link inside was followed: the page changed under the open panel, so it closes.
  const where = location.key;
  if (open && openedAt !== where) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(where);
          setOpen((value) => !value);
        }}
      >
        {icon}
        <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      </button>
      <div
        id={panelId}
        className={`${styles.panel} ${align === 'start' ? styles.start : styles.end}`}
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}
