import type { HubMaker } from '@makers-pantry/domain/hub-makers';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { keepPrevious } from '../../ui/keep-previous';
import { makerKeys } from './maker-keys';

/** Makers by store name, narrowed by state and words; a seller gets only its own. */
export function useMakers(filters: { state?: string; q?: string } = {}) {
  const query = new URLSearchParams();
  if (filters.state) query.set('state', filters.state);
  if (filters.q?.trim()) query.set('q', filters.q.trim());
  const search = query.toString();
  return useQuery<HubMaker[], ApiError>({
    queryKey: makerKeys.list(search),
    queryFn: async () =>
      (await api<{ makers: HubMaker[] }>(`hub/makers/${search ? `?${search}` : ''}`)).makers,
    placeholderData: keepPrevious,
  });
}
