import type { DeliveryProduct } from '@makers-pantry/domain/delivery-options';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import { formatPackageSize } from '@makers-pantry/domain/product-display';
import { ProductImage } from '../../../components/product/product-image';
import { Modal } from '../../../components/ui/modal';
import styles from './items-modal.module.css';

/** 'Delivery N': what goes in one delivery, with each line's total and any change message. */
export function ItemsModal({
  open,
  number,
  products,
  onClose,
}: {
  open: boolean;
  number: number;
  products: DeliveryProduct[];
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={`Delivery ${number}`} onClose={onClose} doneLabel="Close">
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductImage src={product.cartImage} size={56} className={styles.image} />
            <div className={styles.text}>
              <span className={styles.name}>{product.name}</span>
              <span className={styles.muted}>
                {formatPackageSize(product.packageSize, product.measurementUnit)} x{' '}
                {product.quantityPossible}
              </span>
              {product.changeMessage && (
                <span className={styles.change}>{product.changeMessage}</span>
              )}
            </div>
            <span className={styles.price}>
              {formatRupees(paiseToRupees(rupeesToPaise(product.price) * product.quantityPossible))}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
