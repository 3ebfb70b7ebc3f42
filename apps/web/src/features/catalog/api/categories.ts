import type { Category } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const fetchCategories = (signal?: AbortSignal) =>
  api<Category[]>('products/category-list/', { signal });

export const useCategories = () =>
  useQuery({ queryKey: ['categories'], queryFn: ({ signal }) => fetchCategories(signal) });
