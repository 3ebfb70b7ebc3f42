import type { newProductsSchema } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** GET api/products/npi/: the new-product introductions. */
export type NewProductsResponse = z.infer<typeof newProductsSchema>;

export const fetchNewProducts = (signal?: AbortSignal) =>
  api<NewProductsResponse>('products/npi/', { signal });

export const useNewProducts = () =>
  useQuery({ queryKey: ['new-products'], queryFn: ({ signal }) => fetchNewProducts(signal) });
