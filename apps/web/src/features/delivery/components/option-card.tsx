import {
  deliveriesInWords,
  optionTitle,
  type DeliveryOption,
  type DeliverySlot,
} from '@makers-pantry/domain/delivery-options';
import { DELIVERY_TEXTS } from '../delivery-texts';
import { DeliveryBlock } from './delivery-block';
import styles from './option-card.module.css';

/** One delivery option: 'Earliest' or 'All Together', its deliveries and Select. */
export function OptionCard({
  option,
  index,
  chosen,
  now,
  onChoose,
  onSelect,
}: {
  option: DeliveryOption;
  index: number;
  chosen: DeliverySlot[];
  now: Date;
  onChoose: (delivery: number, slotId: number) => void;
  onSelect: () => void;
}) {
  const titleId = `option-${index}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {optionTitle(index)}
        </h2>
        <span className={styles.count}>{deliveriesInWords(option.deliveries.length)}</span>
      </header>
      {option.deliveries.map((delivery, number) => (
        <DeliveryBlock
          key={delivery.products.map((p) => p.id).join('-')}
          delivery={delivery}
          number={number + 1}
          chosen={chosen[number] ?? (delivery.slots[0] as DeliverySlot)}
          now={now}
          onChoose={(slotId) => onChoose(number, slotId)}
        />
      ))}
      <button type="button" className={`button ${styles.select}`} onClick={onSelect}>
        {DELIVERY_TEXTS.select}
      </button>
    </article>
  );
}
