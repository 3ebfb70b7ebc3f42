import type { HubMaker } from '@makers-pantry/domain/hub-makers';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';

/**
 * GET api/hub/makers/: the makers ops can list a product for or filter by, by store name. Only
 * asked for where the screen offers the choice (ops and admins).
 */
export const useMakerChoices = (enabled: boolean) =>
  useQuery<HubMaker[], ApiError, { id: number; storeName: string }[]>({
    queryKey: ['hub', 'makers', 'list', ''],
    queryFn: async ({ signal }) =>
      (await api<{ makers: HubMaker[] }>('hub/makers/', { signal })).makers,
    select: (makers) =>
      makers
        .map(({ id, storeName }) => ({ id, storeName }))
        .sort((a, b) => a.storeName.localeCompare(b.storeName)),
    enabled,
    staleTime: 60_000,
  });
