import type { Category } from '@makers-pantry/domain/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const fetchCategoryDetails = (categoryId: number, signal?: AbortSignal) =>
  api<Category>(`products/category/${categoryId}/details/`, { signal });

export const categoryDetailsQuery = (categoryId: number) =>
  queryOptions({
    queryKey: ['category', categoryId, 'details'],
    queryFn: ({ signal }) => fetchCategoryDetails(categoryId, signal),
    staleTime: 10 * 60 * 1000,
  });

/** The category's name, image and subcategories: the left column of the category screen. */
export const useCategoryDetails = (categoryId: number) =>
  useQuery(categoryDetailsQuery(categoryId));
