import type {
  HubProduct,
  ProductApprove,
  ProductCreate,
  ProductEdit,
  VariantCreate,
} from '@makers-pantry/domain/hub-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { productChanged } from './product';

/** POST api/hub/products/: a new draft. */
export const useCreateProduct = () => {
  const client = useQueryClient();
  return useMutation<HubProduct, ApiError, ProductCreate>({
    mutationFn: (product) => api('hub/products/', { method: 'POST', json: product }),
    onSuccess: (product) => productChanged(client, product),
  });
};

/** PATCH api/hub/products/{id}/ with the version it was made on (409 when someone was first). */
export const useEditProduct = (id: number) => {
  const client = useQueryClient();
  return useMutation<HubProduct, ApiError, ProductEdit>({
    mutationFn: (edit) => api(`hub/products/${id}/`, { method: 'PATCH', json: edit }),
    onSuccess: (product) => productChanged(client, product),
  });
};

type Step = 'submit' | 'approve';

/**
 * POST api/hub/products/{id}/submit/ or approve/: a step of the listing, on this version (an
 * approval over a banned-ingredient hit also sends ops' written reason).
 */
export const useProductStep = (id: number, step: Step) => {
  const client = useQueryClient();
  return useMutation<HubProduct, ApiError, ProductApprove>({
    mutationFn: (body) => api(`hub/products/${id}/${step}/`, { method: 'POST', json: body }),
    onSuccess: (product) => productChanged(client, product),
  });
};

/** POST api/hub/products/{id}/reject/: back to the maker, with the reason it will read. */
export const useRejectProduct = (id: number) => {
  const client = useQueryClient();
  return useMutation<HubProduct, ApiError, { version: number; reason: string }>({
    mutationFn: (body) => api(`hub/products/${id}/reject/`, { method: 'POST', json: body }),
    onSuccess: (product) => productChanged(client, product),
  });
};

/** POST api/hub/products/{id}/variants/: another size or pack, sharing text and photos. */
export const useCreateVariant = (id: number) => {
  const client = useQueryClient();
  return useMutation<HubProduct, ApiError, VariantCreate>({
    mutationFn: (variant) => api(`hub/products/${id}/variants/`, { method: 'POST', json: variant }),
    onSuccess: async (variant) => {
      await productChanged(client, variant);
      await client.invalidateQueries({ queryKey: ['hub', 'products', 'detail', id] });
    },
  });
};
