import type { Banner } from '@makers-pantry/domain/catalog';
import { FIRST_ANSWER } from '@makers-pantry/domain/first-answer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The answer the page itself carries (FIRST_ANSWER): the first of these requests takes it. */
export const fetchBanners = (signal?: AbortSignal) => api<Banner[]>(FIRST_ANSWER.path, { signal });

export const bannersQuery = queryOptions({
  queryKey: ['banners'],
  queryFn: ({ signal }) => fetchBanners(signal),
});

export const useBanners = () => useQuery(bannersQuery);
