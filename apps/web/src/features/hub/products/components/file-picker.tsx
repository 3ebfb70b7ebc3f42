import type { ReactNode } from 'react';
import styles from './file-picker.module.css';

/** The picture types the server reads from the bytes; `accept` only steers the picker. */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * A button (`className`: its look) that opens the phone's or computer's picker for one file and
 * hands the chosen file to `onFile`; `capture` opens the camera instead. Dimmed while `disabled`.
 */
export function FilePicker({
  className,
  accept,
  capture,
  disabled,
  onFile,
  children,
}: {
  className: string;
  accept: string;
  capture?: 'environment';
  disabled: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  return (
    <label className={`${className} ${styles.picker} ${disabled ? styles.off : ''}`}>
      <input
        type="file"
        accept={accept}
        capture={capture}
        className="visually-hidden"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file can be chosen again after a refusal.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {children}
    </label>
  );
}
