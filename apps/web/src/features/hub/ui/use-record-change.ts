import type { HubObjectType } from '@makers-pantry/domain/hub';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api';
import { historyKey } from '../history/api/history';

/** Where one kind of hub record is cached: its own page, all its lists, and its history's type. */
export interface RecordKeys {
  /** Its page, when that holds the record as a change answers it (a code's page holds its uses). */
  one?: (id: number) => QueryKey;
  all: QueryKey;
  history: HubObjectType;
  /** Other lists that show these records (the batch page's seller picker shows makers). */
  alsoShownIn?: QueryKey[];
}

/**
 * Every change of one hub record: on success the record as it now is replaces the cached one,
 * and its lists and history are asked again (a change moves it between states and pages).
 */
export function useRecordChange<Row extends { id: number }, Input>(
  send: (input: Input) => Promise<Row>,
  keys: RecordKeys,
) {
  const queryClient = useQueryClient();
  return useMutation<Row, ApiError, Input>({
    mutationFn: send,
    onSuccess: (row) => {
      if (keys.one) queryClient.setQueryData(keys.one(row.id), row);
      for (const queryKey of [
        keys.all,
        historyKey(keys.history, row.id),
        ...(keys.alsoShownIn ?? []),
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
