import type { HubOrderNote, HubOrderPage } from '@makers-pantry/domain/hub-order-page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import { boardKeys } from './board';

const pageKey = (id: number) => [...boardKeys.all, 'page', id] as const;

/** One order's page; a move made on the board or here asks again (under the board's key). */
export const useOrderPage = (id: number) =>
  useQuery<HubOrderPage, ApiError>({
    queryKey: pageKey(id),
    queryFn: () => api<HubOrderPage>(`hub/orders/${id}/`),
  });

/** An internal note, kept in the order's history; the answer is the page with it. */
export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation<HubOrderPage, ApiError, HubOrderNote>({
    mutationFn: (note) =>
      api<HubOrderPage>(`hub/orders/${id}/notes/`, { method: 'POST', json: note }),
    onSuccess: (page) => {
      queryClient.setQueryData(pageKey(id), page);
      void queryClient.invalidateQueries({ queryKey: historyKey('order', id) });
    },
  });
}
