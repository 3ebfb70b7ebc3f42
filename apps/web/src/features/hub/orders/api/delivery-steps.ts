import type { DeliveryStep } from '@makers-pantry/domain/failed-delivery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
