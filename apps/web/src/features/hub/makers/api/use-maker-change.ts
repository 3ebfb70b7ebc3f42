import type { HubMaker } from '@makers-pantry/domain/hub-makers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import { makerKeys } from './maker-keys';

/** Every change of a maker: the saved maker replaces the cached one; lists and history reload. */
export function useMakerChange<Input>(send: (input: Input) => Promise<HubMaker>) {
  const queryClient = useQueryClient();
  return useMutation<HubMaker, ApiError, Input>({
    mutationFn: send,
    onSuccess: (maker) => {
      queryClient.setQueryData(makerKeys.one(maker.id), maker);
      void queryClient.invalidateQueries({ queryKey: makerKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKey('maker', maker.id) });
      // The batch page's seller picker lists approved makers only.
      void queryClient.invalidateQueries({ queryKey: ['hub', 'batches'] });
    },
  });
}
