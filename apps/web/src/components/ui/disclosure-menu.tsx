import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styles from './disclosure-menu.module.css';
import { useDisclosure } from './use-disclosure';

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
  const { open, setOpen, root, trigger, panel } = useDisclosure();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const location = useLocation();

  // A link inside was followed: the page changed under the open panel, so it closes.
  const where = location.key;
  if (open && openedAt !== where) setOpen(false);

  return (
    <div className={styles.root} ref={root}>
      <button
        {...trigger}
        className={styles.trigger}
        onClick={() => {
          setOpenedAt(where);
          trigger.onClick();
        }}
      >
        {icon}
        <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      </button>
      <div
        {...panel}
        className={`${styles.panel} ${align === 'start' ? styles.start : styles.end}`}
      >
        {children}
      </div>
    </div>
  );
}
