import { useId } from 'react';
import styles from './on-switch.module.css';

/**
 * Whether the shop shows it (inside its schedule). A row without its pictures cannot be turned on
 * (the server answers 409 MERCH_NEEDS_PICTURES), so the tick waits for them and says so.
 */
export function OnSwitch({
  checked,
  onChange,
  needsPictures,
  what,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  needsPictures: boolean;
  what: string;
}) {
  const hintId = useId();
  return (
    <div className={styles.switch}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          disabled={needsPictures && !checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        On: the shop shows it within its dates
      </label>
      <p id={hintId} className={styles.hint}>
        {needsPictures ? `Add ${what} below first.` : 'Off hides it at once, whatever its dates.'}
      </p>
    </div>
  );
}
