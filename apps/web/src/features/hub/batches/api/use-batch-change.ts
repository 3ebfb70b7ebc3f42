import type { HubBatch } from '@makers-pantry/domain/hub-batches';
import { useRecordChange } from '../../ui/use-record-change';
import { batchKeys } from './batch-keys';

/**
 * Every change of a batch: on success the batch as it now is replaces the cached one, and the
 * lists and its history are asked again (a change moves it between states and pages).
 */
export const useBatchChange = <Input>(send: (input: Input) => Promise<HubBatch>) =>
  useRecordChange(send, { one: batchKeys.one, all: batchKeys.all, history: 'batch' });
