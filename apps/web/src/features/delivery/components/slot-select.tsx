import { groupSlots, type DeliverySlot } from '@makers-pantry/domain/delivery-options';
import { slotLabel } from '@makers-pantry/domain/delivery-time';
import { useId } from 'react';
import styles from './delivery-block.module.css';

/** The slot dropdown of one delivery, grouped by day with 'Now' for quick delivery. */
export function SlotSelect({
  label,
  slots,
  chosenId,
  now,
  onChoose,
}: {
  label: string;
  slots: DeliverySlot[];
  chosenId: number;
  now: Date;
  onChoose: (slotId: number) => void;
}) {
  const id = useId();
  return (
    <div className={styles.selectBox}>
      <label htmlFor={id} className={styles.selectLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={chosenId}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        {groupSlots(slots, now).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.slots.map((slot) => (
              // The day is in the option's own text: a closed select shows only the chosen
              // option, never its group, and '6 AM to 8 AM' alone hid that it was the day after.
              <option key={slot.id} value={slot.id}>
                {slotLabel(slot, now)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
