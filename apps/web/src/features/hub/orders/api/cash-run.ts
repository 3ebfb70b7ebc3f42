import type { CashHandover, CashRun } from '@makers-pantry/domain/hub-cash';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { boardKeys } from './board';

const cashKey = (slot: number) => [...boardKeys.all, 'cash', slot] as const;

/** A delivery run's cash: expected, collected at the door, counted at the hub (decision 037). */
export const useCashRun = (slot: number) =>
  useQuery<CashRun, ApiError>({
    queryKey: cashKey(slot),
    queryFn: () => api<CashRun>(`hub/orders/cash/?slot=${slot}`),
  });

/** What the run brought back, as counted at the hub; a correction carries the count's version. */
export function useRecordCount() {
  const queryClient = useQueryClient();
  return useMutation<CashRun, ApiError, CashHandover>({
    mutationFn: (handover) => api<CashRun>('hub/orders/cash/', { method: 'PUT', json: handover }),
    onSuccess: (run) => {
      queryClient.setQueryData(cashKey(run.slot.id), run);
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}
