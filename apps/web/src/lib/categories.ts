import type { Category } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * The catalogue's categories with their subcategories: the home page's tiles, and the hub's
 * product form picks from them (one request and one cache entry for both).
 */
export const fetchCategories = (signal?: AbortSignal) =>
  api<Category[]>('products/category-list/', { signal });

export const useCategories = () =>
  useQuery({ queryKey: ['categories'], queryFn: ({ signal }) => fetchCategories(signal) });
