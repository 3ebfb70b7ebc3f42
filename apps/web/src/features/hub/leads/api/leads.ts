import type { LeadList, LeadTurned } from '@makers-pantry/domain/hub-leads';
import type { LeadTurn } from '@makers-pantry/domain/hub-makers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import { makerKeys } from '../../makers/api/maker-keys';
import { keepPrevious } from '../../ui/keep-previous';
import { leadKeys } from './lead-keys';

/** A page of seller-interest leads, newest first, narrowed to new or turned ones. */
export function useLeads(filters: { state?: string; page: number }) {
  const query = new URLSearchParams();
  if (filters.state) query.set('state', filters.state);
  if (filters.page > 1) query.set('page', String(filters.page));
  const search = query.toString();
  return useQuery<LeadList, ApiError>({
    queryKey: leadKeys.list(search),
    queryFn: () => api<LeadList>(`hub/seller-leads/${search ? `?${search}` : ''}`),
    placeholderData: keepPrevious,
  });
}

/** Ops turn a lead into a maker run by its sender; the new maker is cached for its page. */
export function useTurnLead() {
  const queryClient = useQueryClient();
  return useMutation<LeadTurned, ApiError, LeadTurn & { leadId: number }>({
    mutationFn: ({ leadId, ...turn }) =>
      api<LeadTurned>(`hub/seller-leads/${leadId}/turn/`, { method: 'POST', json: turn }),
    onSuccess: ({ lead, maker }) => {
      queryClient.setQueryData(makerKeys.one(maker.id), maker);
      void queryClient.invalidateQueries({ queryKey: leadKeys.all });
      void queryClient.invalidateQueries({ queryKey: makerKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKey('lead', lead.id) });
    },
  });
}
