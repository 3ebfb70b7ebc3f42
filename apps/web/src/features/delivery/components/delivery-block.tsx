import {
  amountToFreeDeliveryPaise,
  deliveryFeePaise,
  isQuickSlot,
  itemsTotalPaise,
  slotFees,
  type Delivery,
  type DeliverySlot,
} from '@makers-pantry/domain/delivery-options';
import { formatRupees, paiseToRupees } from '@makers-pantry/domain/money';
import { useState } from 'react';
import { DELIVERY_TEXTS, freeDeliveryNudge } from '../delivery-texts';
import { ItemsModal } from './items-modal';
import { SlotSelect } from './slot-select';
import styles from './delivery-block.module.css';

/** One delivery of an option: its slot dropdown, items, POD note and fee. */
export function DeliveryBlock({
  delivery,
  number,
  chosen,
  now,
  onChoose,
}: {
  delivery: Delivery;
  number: number;
  chosen: DeliverySlot;
  now: Date;
  onChoose: (slotId: number) => void;
}) {
  const [showItems, setShowItems] = useState(false);
  const total = itemsTotalPaise(delivery.products);
  const fee = deliveryFeePaise(slotFees(chosen), total);
  const toFree = amountToFreeDeliveryPaise(slotFees(chosen), total);
  const count = delivery.products.reduce((sum, p) => sum + p.quantityPossible, 0);
  return (
    <div className={styles.block}>
      <SlotSelect
        label={`Delivery ${number} slot`}
        slots={delivery.slots}
        chosenId={chosen.id}
        now={now}
        onChoose={onChoose}
      />
      <button type="button" className={styles.itemsButton} onClick={() => setShowItems(true)}>
        View {count} {count === 1 ? 'item' : 'items'}
      </button>
      {!chosen.isPodAllowed && <p className={styles.podNote}>{DELIVERY_TEXTS.podUnavailable}</p>}
      {isQuickSlot(chosen) && (
        // The fee line is the quick slot's; scheduled deliveries are free.
        <p className={styles.fee}>
          <span>{DELIVERY_TEXTS.deliveryFees}</span>
          <strong>{fee > 0 ? formatRupees(paiseToRupees(fee)) : DELIVERY_TEXTS.free}</strong>
        </p>
      )}
      {toFree > 0 && (
        <p className={styles.nudge}>{freeDeliveryNudge(formatRupees(paiseToRupees(toFree)))}</p>
      )}
      <ItemsModal
        open={showItems}
        number={number}
        products={delivery.products}
        onClose={() => setShowItems(false)}
      />
    </div>
  );
}
