import type { Banner } from '@makers-pantry/domain/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const fetchBanners = (signal?: AbortSignal) =>
  api<Banner[]>('products/banners/', { signal });

export const useBanners = () =>
  useQuery({ queryKey: ['banners'], queryFn: ({ signal }) => fetchBanners(signal) });
