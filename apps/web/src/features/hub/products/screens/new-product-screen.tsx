import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SelectField } from '../../../../components/ui/select-field';
import { hubPaths } from '../../shell/hub-paths';
import { isHubSide, useHubUser } from '../../shell/hub-user';
import { HubPage } from '../../ui/hub-page';
import { useMakerChoices } from '../api/maker-choices';
import { useCreateProduct } from '../api/product-changes';
import { ProductForm } from '../components/product-form';
import { EMPTY_PRODUCT } from '../product-form-values';

const CHOOSE_MAKER = 'Choose the maker this product is for.';

/**
 * A new product, saved as a draft: photos and the lab report are added on its page, from where
 * it is submitted for approval. Ops list a product for a maker they choose.
 */
export function NewProductScreen() {
  const { role } = useHubUser();
  const hubSide = isHubSide(role);
  const makers = useMakerChoices(hubSide);
  const [makerId, setMakerId] = useState(0);
  const [makerMissing, setMakerMissing] = useState(false);
  const create = useCreateProduct();
  const navigate = useNavigate();

  return (
    <HubPage title="New product" up={{ to: hubPaths.products(), label: 'Products' }}>
      <ProductForm
        initial={EMPTY_PRODUCT}
        submitLabel="Save draft"
        busy={create.isPending}
        error={create.error?.detail ?? null}
        before={
          hubSide && (
            <SelectField
              label="Maker"
              value={makerId}
              error={makerMissing ? CHOOSE_MAKER : undefined}
              onChange={(event) => {
                setMakerId(Number(event.target.value));
                setMakerMissing(false);
              }}
            >
              <option value={0}>Choose…</option>
              {makers.data?.map((maker) => (
                <option key={maker.id} value={maker.id}>
                  {maker.storeName}
                </option>
              ))}
            </SelectField>
          )
        }
        onSave={(fields) => {
          if (hubSide && makerId === 0) {
            setMakerMissing(true);
            return;
          }
          create.mutate(hubSide ? { ...fields, makerId } : fields, {
            onSuccess: (product) => void navigate(hubPaths.product(product.id)),
          });
        }}
      />
    </HubPage>
  );
}
