import type { BatchReceive, HubBatch } from '@makers-pantry/domain/hub-batches';
import { api } from '../../../../lib/api';
import { putRecordFile } from '../../ui/put-record-file';
import { useBatchChange } from './use-batch-change';

/** Inwarding: what actually arrived at the hub. */
export const receiveBatch = ({ id, ...receipt }: BatchReceive & { id: number }) =>
  api<HubBatch>(`hub/batches/${id}/receive/`, { method: 'POST', json: receipt });

export const useReceiveBatch = () => useBatchChange(receiveBatch);

/**
 * The photo taken when the batch arrived (the maker's delivery note, the crates as they came),
 * sent once the batch is received, on the version the receipt gave it.
 */
export const sendReceiptPhoto = ({
  id,
  version,
  photo,
}: {
  id: number;
  version: number;
  photo: File;
}) => putRecordFile<HubBatch>(`hub/batches/${id}/receipt-photo/`, { version, file: photo });

export const useSendReceiptPhoto = () => useBatchChange(sendReceiptPhoto);
