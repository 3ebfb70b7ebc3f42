import { batchCreateSchema, type CreatableProduct } from '@makers-pantry/domain/hub-batches';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import formStyles from '../../../../components/ui/form-control.module.css';
import { toast } from '../../../../lib/toast';
import { hubPaths } from '../../shell/hub-paths';
import { ChangeError } from '../../ui/change-error';
import { fieldErrors } from '../../ui/field-errors';
import { HubPage } from '../../ui/hub-page';
import { useBatchPage } from '../api/batch-page';
import { usePlanBatch } from '../api/plan-batch';
import { batchFields, EMPTY_BATCH_FORM, type BatchFormValues } from '../batch-form-values';
import { useChosenSellers } from '../chosen-sellers';
import { BatchFields } from '../components/batch-fields';
import { SellerPicker } from '../components/seller-picker';
import styles from './new-batch-screen.module.css';

const NO_FILTERS = new URLSearchParams();

/**
 * #/hub/batches/new: plan a batch of a product that can take one. The seller picker (kept from
 * the list) narrows the products; `?product=` comes from a product's 'Plan a batch' link.
 */
export function NewBatchScreen() {
  const sellers = useChosenSellers();
  const [params] = useSearchParams();
  const page = useBatchPage(sellers.chosen, NO_FILTERS);
  const plan = usePlanBatch();
  const navigate = useNavigate();
  const productId = useId();
  const [product, setProduct] = useState(params.get('product') ?? '');
  const [values, setValues] = useState<BatchFormValues>(EMPTY_BATCH_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const products = page.data?.creatableProducts ?? [];
  const chosenProduct = products.some((p) => String(p.id) === product) ? product : '';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = batchCreateSchema.safeParse({
      productId: Number(chosenProduct),
      ...batchFields(values),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    plan.mutate(parsed.data, {
      onSuccess: (batch) => {
        toast.success(`Batch #${batch.id} of ${batch.product.name} planned.`);
        void navigate(hubPaths.batch(batch.id));
      },
    });
  };

  return (
    <HubPage title="Plan a batch" up={{ to: hubPaths.batches(sellers.search), label: 'Batches' }}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {page.data && page.data.approvedSellers.length > 1 && (
          <div className={styles.picker}>
            <SellerPicker
              sellers={page.data.approvedSellers}
              chosen={sellers.chosen}
              onChange={sellers.choose}
            />
          </div>
        )}
        <div className={styles.product}>
          <label className={styles.label} htmlFor={productId}>
            Product
          </label>
          <select
            id={productId}
            className={formStyles.control}
            value={chosenProduct}
            onChange={(event) => setProduct(event.target.value)}
            aria-invalid={errors.productId ? true : undefined}
            aria-describedby={errors.productId ? `${productId}-error` : undefined}
            disabled={!page.data}
          >
            <option value="">
              {page.data
                ? products.length > 0
                  ? 'Choose a product'
                  : 'No product of these sellers can take a batch'
                : 'Loading products…'}
            </option>
            {bySeller(products).map(([storeName, sellerProducts]) => (
              <optgroup key={storeName} label={storeName}>
                {sellerProducts.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name} · {option.packageSize} {option.measurementUnit}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {errors.productId && (
            <p id={`${productId}-error`} className={formStyles.error}>
              {errors.productId}
            </p>
          )}
        </div>
        <BatchFields values={values} errors={errors} onChange={setValues} />
        {page.error && <ErrorAlert detail={page.error.detail} />}
        <ChangeError error={plan.error} onReload={() => void page.refetch()} />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={plan.isPending}>
            {plan.isPending ? 'Planning…' : 'Plan batch'}
          </button>
        </div>
      </form>
    </HubPage>
  );
}

/** Products grouped under their maker's store name, as the select's option groups. */
function bySeller(products: readonly CreatableProduct[]) {
  const groups = new Map<string, CreatableProduct[]>();
  for (const product of products) {
    const group = groups.get(product.seller.storeName) ?? [];
    group.push(product);
    groups.set(product.seller.storeName, group);
  }
  return [...groups];
}
