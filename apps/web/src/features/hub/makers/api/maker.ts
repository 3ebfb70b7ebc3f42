import type { HubMaker } from '@makers-pantry/domain/hub-makers';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { makerKeys } from './maker-keys';

export const useMaker = (id: number, enabled = true) =>
  useQuery<HubMaker, ApiError>({
    queryKey: makerKeys.one(id),
    queryFn: () => api<HubMaker>(`hub/makers/${id}/`),
    enabled,
  });
