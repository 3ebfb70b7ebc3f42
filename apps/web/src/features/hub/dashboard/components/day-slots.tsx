import { isQuick } from '@makers-pantry/domain/delivery-time';
import type { DashboardSlot } from '@makers-pantry/domain/hub-dashboard';
import { formatRupees } from '@makers-pantry/domain/money';
import { Link } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { ORDER_STATE_NAMES, slotWindowText } from '../../ui/order-texts';
import styles from './day-slots.module.css';

/** A slot this full or more is nearly closed to new orders: its bar turns amber. */
const NEARLY_FULL = 0.8;

/**
 * The day's slots, each a card: how full it is, its orders by state and what they are worth.
 * The slot and each state link to the orders board filtered to them. Where quick delivery is
 * still a slot an hour, the quick slots without orders are one line, not a wall of empty cards.
 */
export function DaySlots({ date, slots }: { date: string; slots: readonly DashboardSlot[] }) {
  if (slots.length === 0)
    return (
      <p className={styles.none}>
        No delivery slots on this day. <Link to={hubPaths.slots(`?date=${date}`)}>Slots</Link>
      </p>
    );
  const quick = slots.filter((slot) => isQuick(slot));
  const idle = quick.length > 1 ? quick.filter((slot) => slot.counts.length === 0) : [];
  const shown = slots.filter((slot) => !idle.includes(slot));
  return (
    <>
      {shown.length > 0 && (
        <ul className={styles.cards} aria-label="Slots of the day">
          {shown.map((slot) => (
            <SlotCard key={slot.id} date={date} slot={slot} />
          ))}
        </ul>
      )}
      {idle.length > 0 && (
        <p className={styles.none}>
          {idle.length} quick slots without orders yet (
          {idle.reduce((sum, slot) => sum + slot.capacity, 0)} places).
        </p>
      )}
    </>
  );
}

function SlotCard({ date, slot }: { date: string; slot: DashboardSlot }) {
  const name = slotWindowText(slot);
  const board = (state?: number) =>
    hubPaths.orders(
      `?${new URLSearchParams({ date, slot: String(slot.id), ...(state && { state: String(state) }) })}`,
    );
  const fill = slot.capacity > 0 ? Math.min(1, slot.booked / slot.capacity) : 1;
  const tone = fill >= 1 ? styles.full : fill >= NEARLY_FULL ? styles.nearly : '';
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <Link to={board()} className={styles.name}>
          {name}
        </Link>
        {!slot.isActive && <Badge tone="neutral">Closed</Badge>}
      </div>
      <div className={styles.fill}>
        <div className={styles.bar} aria-hidden="true">
          <span className={tone} style={{ width: `${Math.round(fill * 100)}%` }} />
        </div>
        <span>
          {slot.booked} of {slot.capacity} booked
        </span>
      </div>
      {slot.counts.length === 0 ? (
        <p className={styles.muted}>No orders yet</p>
      ) : (
        <>
          <ul className={styles.counts} aria-label={`Orders of ${name} by state`}>
            {slot.counts.map((count) => (
              <li key={count.status}>
                <Link to={board(count.status)}>
                  {ORDER_STATE_NAMES[count.status]} <strong>{count.orders}</strong>
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.takings}>
            <strong>{formatRupees(slot.takings.total)}</strong>
            <span className={styles.muted}>
              {' '}
              · {formatRupees(slot.takings.prepaid)} prepaid ·{' '}
              {formatRupees(slot.takings.payOnDelivery)} on delivery
            </span>
          </p>
        </>
      )}
    </li>
  );
}
