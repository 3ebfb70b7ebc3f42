import {
  deliveryFeePaise,
  itemsTotalPaise,
  needsMorningNote,
  slotFees,
  type DeliveryOption,
  type DeliverySlot,
} from '@makers-pantry/domain/delivery-options';
import { deliveryDayLabel, istTime } from '@makers-pantry/domain/delivery-time';
import { paiseToRupees } from '@makers-pantry/domain/money';
import type { SavedSlotSelection } from '@makers-pantry/domain/slot-selection';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { paths } from '../../../lib/paths';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { Modal } from '../../../components/ui/modal';
import { useCart } from '../../../lib/cart-store';
import { saveSlotSelection } from '../../../lib/slot-selection';
import { useDeliveryOptions } from '../api/delivery-options';
import { OptionCard } from '../components/option-card';
import { DELIVERY_TEXTS } from '../delivery-texts';
import styles from './delivery-slots-screen.module.css';

/** What the checkout needs of an option with its chosen slots. */
function selectionOf(
  addressId: number,
  option: DeliveryOption,
  chosen: DeliverySlot[],
  fromCart: SavedSlotSelection['fromCart'],
): SavedSlotSelection {
  const slots = option.deliveries.map((delivery, i) => ({
    slot: chosen[i] ?? (delivery.slots[0] as DeliverySlot),
    products: delivery.products.map(
      ({ id, name, cartImage, packageSize, measurementUnit, price, quantityPossible }) => ({
        id,
        name,
        cartImage,
        packageSize,
        measurementUnit,
        price,
        quantityPossible,
      }),
    ),
  }));
  const delFeePaise = slots.reduce(
    (sum, { slot, products }) => sum + deliveryFeePaise(slotFees(slot), itemsTotalPaise(products)),
    0,
  );
  return {
    addressId,
    slots,
    isPodNotAllowed: slots.some(({ slot }) => !slot.isPodAllowed),
    delFee: paiseToRupees(delFeePaise),
    fromCart,
  };
}

/** /delSlots/{addressId}: 'Select a delivery option'. */
export function DeliverySlotsScreen() {
  const navigate = useNavigate();
  const addressId = Number(useParams().addressId);
  const cart = useCart();
  const productList = useMemo(
    () =>
      cart
        .filter((line) => line.quantity > 0)
        .map((line) => ({ id: line.id, quantity: line.quantity })),
    [cart],
  );
  const isEmpty = productList.length === 0;
  const validAddress = Number.isInteger(addressId) && addressId > 0;
  const options = useDeliveryOptions({ productList, addressId }, !isEmpty && validAddress);
  const [chosen, setChosen] = useState<Record<number, Record<number, number>>>({});
  const [morning, setMorning] = useState<SavedSlotSelection | null>(null);
  const now = useMemo(() => new Date(), []);

  useEffect(() => {
    if (!isEmpty) return;
    toast.error(DELIVERY_TEXTS.noItemsToast, { duration: 5000, id: 'no-items' });
    void navigate(paths.home, { replace: true });
  }, [isEmpty, navigate]);

  if (isEmpty)
    return (
      <section className="page narrow">
        <p className={styles.empty}>{DELIVERY_TEXTS.cartEmpty}</p>
      </section>
    );
  if (!validAddress) return <ApiErrorView error={new Error('Unknown address')} />;
  if (options.error) return <ApiErrorView error={options.error} />;

  const slotsOf = (index: number, option: DeliveryOption) =>
    option.deliveries.map(
      (delivery, d) =>
        delivery.slots.find((slot) => slot.id === chosen[index]?.[d]) ??
        (delivery.slots[0] as DeliverySlot),
    );

  const proceed = (selection: SavedSlotSelection) => {
    saveSlotSelection(selection);
    void navigate(paths.checkout(addressId));
  };

  const select = (index: number, option: DeliveryOption) => {
    const selection = selectionOf(addressId, option, slotsOf(index, option), productList);
    if (!selection.isPodNotAllowed) return proceed(selection);
    // Some chosen slot is prepaid only: the silent morning slot asks for a confirmation first.
    if (selection.slots.some(({ slot }) => needsMorningNote(slot))) setMorning(selection);
    else proceed(selection);
  };

  const morningSlot = morning?.slots.find(({ slot }) => needsMorningNote(slot))?.slot;
  const morningTime = morningSlot
    ? `${istTime(new Date(morningSlot.startDatetime))} to ${istTime(new Date(morningSlot.endDatetime))}`
    : DELIVERY_TEXTS.defaultMorningTime;
  const morningDay = morningSlot ? `${deliveryDayLabel(morningSlot.date, now)} ` : '';

  return (
    <section
      className={`page ${styles.page}`}
      aria-labelledby="slots-title"
      aria-busy={options.isPending}
    >
      <h1 id="slots-title" className={styles.title}>
        {DELIVERY_TEXTS.title}
      </h1>
      {options.data && options.data.unavailable.length > 0 && (
        // Sold-out lines are left out of every option; the customer is told which and why.
        <div className={styles.leftOut} role="note" aria-labelledby="left-out-title">
          <h2 id="left-out-title">{DELIVERY_TEXTS.leftOut}</h2>
          <ul>
            {options.data.unavailable.map((product) => (
              <li key={product.id}>
                <strong>{product.name}</strong>
                {product.changeMessage && <span>: {product.changeMessage}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {options.isPending ? (
        <p className={styles.muted}>Finding delivery slots…</p>
      ) : options.data.options.length === 0 ? (
        <p className={styles.empty}>{DELIVERY_TEXTS.noOptions}</p>
      ) : (
        <div className={styles.options}>
          {options.data.options.map((option, index) => (
            <OptionCard
              key={index}
              option={option}
              index={index}
              chosen={slotsOf(index, option)}
              now={now}
              onChoose={(delivery, slotId) =>
                setChosen((current) => ({
                  ...current,
                  [index]: { ...current[index], [delivery]: slotId },
                }))
              }
              onSelect={() => select(index, option)}
            />
          ))}
        </div>
      )}
      <Modal
        open={morning !== null}
        title={DELIVERY_TEXTS.morningTitle}
        onClose={() => setMorning(null)}
        cancelLabel={DELIVERY_TEXTS.cancel}
        actions={
          <button type="button" className="button" onClick={() => morning && proceed(morning)}>
            {DELIVERY_TEXTS.confirmSelection}
          </button>
        }
      >
        <p>
          Your order will be delivered {morningDay}between {morningTime}.
        </p>
        <p>
          <strong>{DELIVERY_TEXTS.prepaidOnly}</strong>
        </p>
        <p>{DELIVERY_TEXTS.silent}</p>
      </Modal>
    </section>
  );
}
