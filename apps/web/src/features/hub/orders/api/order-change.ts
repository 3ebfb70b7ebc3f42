import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import { boardKeys } from './board';

/**
 * A step the hub takes on one order (POST api/hub/orders/{id}/{path}/, on the version the page
 * read): the board, the order's page (kept under the board's key) and its history read again.
 */
export function useOrderChange<Answer, Body>(id: number, path: string) {
  const queryClient = useQueryClient();
  return useMutation<Answer, ApiError, Body>({
    mutationFn: (json) => api<Answer>(`hub/orders/${id}/${path}/`, { method: 'POST', json }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKey('order', id) });
    },
  });
}

/**
 * The slots the server lets this order go to (GET api/hub/orders/{id}/{path}/: a re-attempt's, a
 * move's), asked for when the dialog opens.
 */
export const useOrderSlots = <Slots>(id: number, path: string, enabled: boolean) =>
  useQuery<Slots, ApiError>({
    queryKey: [...boardKeys.all, path, id],
    queryFn: () => api<Slots>(`hub/orders/${id}/${path}/`),
    enabled,
  });
