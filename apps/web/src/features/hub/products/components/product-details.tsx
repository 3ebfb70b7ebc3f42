import type { HubProduct } from '@makers-pantry/domain/hub-products';
import { formatRupees } from '@makers-pantry/domain/money';
import { formatPackageSize } from '@makers-pantry/domain/product-display';
import { useState } from 'react';
import { ChangeError } from '../../ui/change-error';
import { Facts, type Fact } from '../../ui/facts';
import { TitledSection } from '../../ui/titled-section';
import { useEditProduct } from '../api/product-changes';
import { changedFields, formValuesOf } from '../product-form-values';
import { ProductForm } from './product-form';
import styles from './product-details.module.css';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The product's fields as the shop shows them, and 'Edit details' to change them. An edit sends
 * only what changed, on the version shown: a colleague's change in between answers 409 with its
 * sentence, and 'Reload' brings their version into the form.
 */
export function ProductDetails({
  product,
  onReload,
}: {
  product: HubProduct;
  onReload: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const edit = useEditProduct(product.id);

  if (editing)
    return (
      <TitledSection title="Edit details" className={styles.section} titleClassName={styles.title}>
        {product.state === 'approved' && (
          <p className={styles.lead}>
            A change of ingredients goes to ops for review; the live ingredients stay on sale until
            they approve it. Other changes show in the shop at once.
          </p>
        )}
        <ProductForm
          // A reload after a 409 starts the form again from the stored version.
          key={product.version}
          initial={formValuesOf(product)}
          submitLabel="Save changes"
          busy={edit.isPending}
          error={null}
          onSave={(fields) => {
            const changes = changedFields(formValuesOf(product), fields);
            if (Object.keys(changes).length === 0) {
              setEditing(false);
              return;
            }
            edit.mutate(
              { version: product.version, ...changes },
              { onSuccess: () => setEditing(false) },
            );
          }}
          beforeActions={
            <ChangeError
              error={edit.error}
              onReload={() => void onReload().then(() => edit.reset())}
            />
          }
          secondary={
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                edit.reset();
                setEditing(false);
              }}
            >
              Cancel
            </button>
          }
        />
      </TitledSection>
    );

  const facts: Fact[] = [
    ['Category', `${product.category.name} › ${product.subcategory.name}`],
    ['Price', formatRupees(product.price)],
    ['Pack', formatPackageSize(product.packageSize, product.measurementUnit)],
    ['Veg indicator', product.vegIndicator],
    ['Speciality tag', product.specialityTag ?? '—'],
    ['Preorders before stock arrives', yesNo(product.canSellBeforeStocking)],
    ['Shows how many are left', yesNo(product.showStock)],
    ['Replaceable', yesNo(product.replaceable)],
  ];
  const texts: [string, string][] = [
    ['Ingredients', product.ingredients],
    ['Allergen information', product.allergenInfo],
    ['Description', product.description],
    ['Usage instructions', product.usageInstructions],
    ['Storage', product.storage],
  ];
  return (
    <section className={styles.section} aria-labelledby="product-details-title">
      <div className={styles.head}>
        <h2 id="product-details-title" className={styles.title}>
          Details
        </h2>
        <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
          Edit details
        </button>
      </div>
      <Facts facts={facts} />
      {/* Long texts read best across the page, one under the other. */}
      <dl className={styles.texts}>
        {texts.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
