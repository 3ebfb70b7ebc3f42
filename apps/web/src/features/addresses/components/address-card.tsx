import { addressLine, type Address } from '@makers-pantry/domain/addresses';
import styles from './address-card.module.css';

interface AddressCardProps {
  address: Address;
  selected: boolean;
  onSelect: () => void;
  onMakeDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}

/**
 * One saved address as a choice. A non-serviceable address stays visible (the customer may wonder
 * where it went) but choosing it only explains why it cannot be used.
 */
export function AddressCard({
  address,
  selected,
  onSelect,
  onMakeDefault,
  onEdit,
  onDelete,
  busy,
}: AddressCardProps) {
  const inputId = `address-${address.id}`;
  return (
    <li
      className={`${styles.card} ${selected ? styles.selected : ''} ${address.isServiceable ? '' : styles.unserviceable}`}
    >
      <input
        id={inputId}
        type="radio"
        name="address"
        className={styles.radio}
        checked={selected}
        aria-disabled={!address.isServiceable}
        onChange={onSelect}
        onClick={address.isServiceable ? undefined : onSelect}
      />
      <label htmlFor={inputId} className={styles.body}>
        <span className={styles.head}>
          <span className={styles.label}>{address.label}</span>
          {address.isDefault && <span className={styles.badge}>Default</span>}
          {!address.isServiceable && <span className={styles.badgeMuted}>Not deliverable</span>}
        </span>
        <span className={styles.name}>
          {address.name} · {address.mobile}
        </span>
        <span className={styles.line}>{addressLine(address)}</span>
      </label>
      <span className={styles.actions}>
        {!address.isDefault && (
          <button type="button" className={styles.link} onClick={onMakeDefault} disabled={busy}>
            Make default
          </button>
        )}
        <AddressAction verb="Edit" address={address} busy={busy} onClick={onEdit} />
        <AddressAction verb="Delete" address={address} busy={busy} onClick={onDelete} />
      </span>
    </li>
  );
}

/** 'Edit' or 'Delete', which a screen reader hears with the address it acts on. */
function AddressAction({
  verb,
  address,
  busy,
  onClick,
}: {
  verb: string;
  address: Address;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.link}
      onClick={onClick}
      disabled={busy}
      aria-label={`${verb} ${address.label} address`}
    >
      {verb}
    </button>
  );
}
