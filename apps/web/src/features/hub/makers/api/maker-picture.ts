import type { HubMaker } from '@makers-pantry/domain/hub-makers';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { historyKey } from '../../history/api/history';
import type { SendFile } from '../../products/components/use-upload';
import { putRecordFile } from '../../ui/put-record-file';
import { makerKeys } from './maker-keys';

/**
 * PUT api/hub/makers/{id}/profile-image/ with the version read when the file leaves, so a profile
 * saved meanwhile is not overwritten by an old version (the server answers 409 then).
 */
export function useSendMakerPicture(id: number): SendFile {
  const client = useQueryClient();
  return useCallback(
    async (file, onProgress) => {
      const maker = client.getQueryData<HubMaker>(makerKeys.one(id));
      const stored = await putRecordFile<HubMaker>(`hub/makers/${id}/profile-image/`, {
        version: maker?.version ?? 0,
        file,
        onProgress,
      });
      client.setQueryData(makerKeys.one(id), stored);
      void client.invalidateQueries({ queryKey: makerKeys.all });
      void client.invalidateQueries({ queryKey: historyKey('maker', id) });
    },
    [client, id],
  );
}
