import { slotLabel } from '@makers-pantry/domain/delivery-time';
import type { CartLine } from '../../../lib/cart-store';
import type { SlotGroup } from '../slot-groups';
import { CartLineItem } from './cart-line-item';
import styles from './slot-group-list.module.css';

/** The cart's lines under one heading per earliest delivery slot. */
export function SlotGroupList({
  groups,
  messages,
}: {
  groups: SlotGroup<CartLine>[];
  messages: ReadonlyMap<number, string | null>;
}) {
  const now = new Date();
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const heading = group.slot
          ? `Earliest delivery: ${slotLabel(group.slot, now)}`
          : 'No delivery slot open yet';
        return (
          <section key={heading} className={styles.group} aria-label={heading}>
            <h2 className={styles.heading}>{heading}</h2>
            <ul className={styles.lines}>
              {group.items.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  changeMessage={messages.get(line.id) ?? null}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
