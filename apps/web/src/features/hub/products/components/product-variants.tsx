import type { HubProduct } from '@makers-pantry/domain/hub-products';
import { formatPackageSize } from '@makers-pantry/domain/product-display';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { useCreateVariant } from '../api/product-changes';
import { ListingStateBadge } from './listing-state-badge';
import { VariantModal } from './variant-modal';
import styles from './product-variants.module.css';

/** The product's other sizes and packs, and 'Create a variant' to add one from this product. */
export function ProductVariants({ product }: { product: HubProduct }) {
  const [open, setOpen] = useState(false);
  const create = useCreateVariant(product.id);
  const navigate = useNavigate();

  return (
    <section className={styles.section} aria-labelledby="product-variants-title">
      <div className={styles.head}>
        <h2 id="product-variants-title" className={styles.title}>
          Sizes and packs
        </h2>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            create.reset();
            setOpen(true);
          }}
        >
          Create a variant
        </button>
      </div>
      {product.variants.length === 0 ? (
        <p className={styles.empty}>Only this size so far.</p>
      ) : (
        <ul className={styles.list}>
          {product.variants.map((variant) => (
            <li key={variant.id}>
              <Link to={hubPaths.product(variant.id)}>
                {variant.name}, {formatPackageSize(variant.packageSize, variant.measurementUnit)}
              </Link>{' '}
              <ListingStateBadge state={variant.state} />
            </li>
          ))}
        </ul>
      )}
      {open && (
        <VariantModal
          product={product}
          pending={create.isPending}
          error={create.error}
          onClose={() => setOpen(false)}
          onCreate={(variant) =>
            create.mutate(variant, {
              onSuccess: (created) => {
                setOpen(false);
                void navigate(hubPaths.product(created.id));
              },
            })
          }
        />
      )}
    </section>
  );
}
