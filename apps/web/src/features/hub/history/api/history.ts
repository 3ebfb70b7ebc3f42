import type { HubHistory, HubObjectType } from '@makers-pantry/domain/hub';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';

export const historyKey = (type: HubObjectType, id: number) =>
  ['hub', 'history', type, id] as const;

/** An object's changes, newest first: who (in which role), what, before and after, when. */
export const useHistory = (type: HubObjectType, id: number) =>
  useQuery<HubHistory, ApiError>({
    queryKey: historyKey(type, id),
    queryFn: () => api<HubHistory>(`hub/history/${type}/${id}/`),
  });
