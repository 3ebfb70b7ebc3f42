import type { Banner } from '@makers-pantry/domain/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const fetchBanners = (signal?: AbortSignal) =>
  api<Banner[]>('products/banners/', { signal });

export const bannersQuery = queryOptions({
  queryKey: ['banners'],
  queryFn: ({ signal }) => fetchBanners(signal),
});

export const useBanners = () => useQuery(bannersQuery);
