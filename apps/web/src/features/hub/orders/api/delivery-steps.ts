import type { DeliveryStep, PodCash, ReattemptSlots } from '@makers-pantry/domain/failed-delivery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import { boardKeys } from './board';

/** A delivery step of one order (issue 38 §6), on the version the page read. */
export function useDeliveryStep(id: number, path: string) {
  const queryClient = useQueryClient();
  return useMutation<DeliveryStep, ApiError, Record<string, unknown>>({
    mutationFn: (json) => api<DeliveryStep>(`hub/orders/${id}/${path}/`, { method: 'POST', json }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKey('order', id) });
    },
  });
}

/** The slots the server lets a failed delivery go out again in, asked for when the dialog opens. */
export const useReattemptSlots = (id: number, enabled: boolean) =>
  useQuery<ReattemptSlots, ApiError>({
    queryKey: [...boardKeys.all, 'reattempt-slots', id],
    queryFn: () => api<ReattemptSlots>(`hub/orders/${id}/reattempt-slots/`),
    enabled,
  });

/** The cash taken at the door, all of it or part, on the order's version. */
export function useDoorCash(id: number) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, PodCash>({
    mutationFn: (json) => api(`hub/orders/${id}/pod-collected/`, { method: 'POST', json }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKey('order', id) });
    },
  });
}
