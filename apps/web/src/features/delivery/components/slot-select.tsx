import { groupSlots, isQuickSlot, type DeliverySlot } from '@makers-pantry/domain/delivery-options';
import { istTime, slotLabel } from '@makers-pantry/domain/delivery-time';
import { useId } from 'react';
import styles from './delivery-block.module.css';

/** 'Get it in 30 mins' for quick slots, else '5 PM to 8 PM' under its day's group. */
const optionText = (slot: DeliverySlot, now: Date) =>
  isQuickSlot(slot)
    ? slotLabel(slot, now)
    : `${istTime(new Date(slot.startDatetime))} to ${istTime(new Date(slot.endDatetime))}`;

/** The slot dropdown of one delivery, grouped by day with 'Now' for quick delivery (spec section 2). */
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
              <option key={slot.id} value={slot.id}>
                {optionText(slot, now)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
