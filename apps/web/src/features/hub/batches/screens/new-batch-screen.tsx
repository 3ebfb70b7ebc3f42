import { batchCreateSchema, type CreatableProduct } from '@makers-pantry/domain/hub-batches';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { toast } from '../../../../lib/toast';
import { hubPaths } from '../../shell/hub-paths';
import { ChangeError } from '../../ui/change-error';
import { HubPage } from '../../ui/hub-page';
import { useHubForm } from '../../ui/use-hub-form';
import { problemAt } from '../../../../lib/form-boxes';
import { useApprovedSellers } from '../api/approved-sellers';
import { usePlanBatch } from '../api/plan-batch';
import { batchFields, EMPTY_BATCH_FORM, type BatchFormValues } from '../batch-form-values';
import { useChosenSellers } from '../chosen-sellers';
import { BatchFields } from '../components/batch-fields';
import { ProductChooser } from '../components/product-chooser';
import { SellerPicker } from '../components/seller-picker';
import { SubmitButton } from '../../ui/submit-button';
import styles from './new-batch-screen.module.css';

/**
 * #/hub/batches/new: plan a batch of a product that can take one. The seller picker (kept from
 * the list) narrows the products, found by name on the server; `?product=` comes from a product's
 * 'Plan a batch' link.
 */
export function NewBatchScreen() {
  const sellers = useChosenSellers();
  const [params] = useSearchParams();
  const picker = useApprovedSellers();
  const approvedSellers = picker.data?.approvedSellers;
  const plan = usePlanBatch();
  const navigate = useNavigate();
  const linked = Number(params.get('product'));
  const linkedProductId = Number.isInteger(linked) && linked > 0 ? linked : null;
  const [product, setProduct] = useState<CreatableProduct | null>(null);
  const form = useHubForm({
    schema: batchCreateSchema,
    defaultValues: EMPTY_BATCH_FORM,
    // The product is chosen beside the boxes; none yet is 0, which the schema names.
    request: (values: BatchFormValues) => ({ productId: product?.id ?? 0, ...batchFields(values) }),
  });
  const submit = form.handleSubmit((batch) =>
    plan.mutate(batch, {
      onSuccess: (planned) => {
        toast.success(`Batch #${planned.id} of ${planned.product.name} planned.`);
        void navigate(hubPaths.batch(planned.id));
      },
    }),
  );

  return (
    <HubPage title="Plan a batch" up={{ to: hubPaths.batches(sellers.search), label: 'Batches' }}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {approvedSellers && approvedSellers.length > 1 && (
          <div className={styles.picker}>
            <SellerPicker
              sellers={approvedSellers}
              chosen={sellers.chosen}
              onChange={sellers.choose}
            />
          </div>
        )}
        <ProductChooser
          sellers={sellers.chosen}
          linkedProductId={linkedProductId}
          chosen={product}
          onChoose={setProduct}
          error={problemAt(form.formState.errors, 'productId')}
        />
        <BatchFields form={form} />
        {picker.error && <ErrorAlert detail={picker.error.detail} />}
        <ChangeError error={plan.error} onReload={() => void picker.refetch()} />
        <div className={styles.actions}>
          <SubmitButton change={plan} busy="Planning…">
            Plan batch
          </SubmitButton>
        </div>
      </form>
    </HubPage>
  );
}
