import { addressLine, type Address } from '@makers-pantry/domain/addresses';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { paths } from '../../../lib/paths';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { useAddresses, useChangeAddress, useDeleteAddress } from '../api/addresses';
import { ADDRESS_TEXTS } from '../address-texts';
import { AddressCard } from '../components/address-card';
import { AddressForm } from '../components/address-form';
import styles from './shipping-screen.module.css';

/** /shipping: 'Select a delivery address', then on to the delivery slots. */
export function ShippingScreen() {
  const navigate = useNavigate();
  const addresses = useAddresses();
  const change = useChangeAddress();
  const remove = useDeleteAddress();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = addresses.data ?? [];
  const serviceable = list.filter((address) => address.isServiceable);

  const [deleting, setDeleting] = useState<Address | null>(null);
  const [editing, setEditing] = useState<Address | null>(null);
  // A single serviceable address is chosen for the customer, and among several
  // the default one; a deleted choice is no choice.
  const chosen =
    chosenId === null
      ? serviceable.length === 1
        ? serviceable[0]
        : serviceable.find((address) => address.isDefault)
      : list.find((address) => address.id === chosenId && address.isServiceable);

  if (addresses.error) return <ApiErrorView error={addresses.error} />;

  const failure = (editing ? null : change.error) ?? remove.error;
  return (
    <section
      className={`page ${styles.page}`}
      aria-labelledby="shipping-title"
      aria-busy={addresses.isPending}
    >
      <h1 id="shipping-title" className={styles.title}>
        {ADDRESS_TEXTS.selectTitle}
      </h1>
      {failure && <ErrorAlert detail={failure.detail} />}
      {addresses.isPending ? (
        <p className={styles.muted}>Loading your addresses…</p>
      ) : list.length === 0 ? (
        <p className={styles.empty}>{ADDRESS_TEXTS.empty}</p>
      ) : (
        <ul className={styles.list} aria-label="Saved addresses">
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              selected={chosen?.id === address.id}
              busy={change.isPending || remove.isPending}
              onSelect={() => {
                if (address.isServiceable) setChosenId(address.id);
                else toast.error(ADDRESS_TEXTS.notServiceableToast, { id: 'not-serviceable' });
              }}
              onMakeDefault={() => change.mutate({ id: address.id, changes: { isDefault: true } })}
              onEdit={() => {
                change.reset();
                setEditing(address);
              }}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        title={ADDRESS_TEXTS.editTitle}
        onClose={() => setEditing(null)}
        cancelLabel={ADDRESS_TEXTS.cancel}
      >
        {editing && (
          <AddressForm
            key={editing.id}
            needsPincode={false}
            saving={change.isPending}
            error={change.error?.detail ?? null}
            initial={{
              doorNum: editing.doorNum,
              buildingDetails: editing.buildingDetails,
              name: editing.name,
              mobile: editing.mobile,
              label: editing.label,
              isDefault: editing.isDefault,
              pincode: editing.pincode,
            }}
            onSave={({ doorNum, buildingDetails, name, mobile, label, isDefault }) =>
              change.mutate(
                {
                  id: editing.id,
                  changes: { doorNum, buildingDetails, name, mobile, label, isDefault },
                },
                { onSuccess: () => setEditing(null) },
              )
            }
          />
        )}
      </Modal>
      <Modal
        open={deleting !== null}
        title={ADDRESS_TEXTS.deleteTitle}
        onClose={() => setDeleting(null)}
        cancelLabel={ADDRESS_TEXTS.cancel}
        actions={
          <button
            type="button"
            className="button"
            onClick={() => {
              if (deleting) remove.mutate(deleting.id);
              setDeleting(null);
            }}
          >
            {ADDRESS_TEXTS.delete}
          </button>
        }
      >
        {deleting && (
          <p>
            <strong>{deleting.label}</strong>: {addressLine(deleting)}
          </p>
        )}
      </Modal>
      <div className={styles.actions}>
        <Link className="button button-secondary" to={paths.createAddress}>
          {ADDRESS_TEXTS.addNew}
        </Link>
        <button
          type="button"
          className="button"
          disabled={!chosen}
          onClick={() => chosen && void navigate(paths.deliverySlots(chosen.id))}
        >
          {ADDRESS_TEXTS.continue}
        </button>
      </div>
    </section>
  );
}
