import type { HubBatch } from '@makers-pantry/domain/hub-batches';

/** What every dialog of the batch page is given: the batch shown, and a way to fetch it again. */
export interface BatchModalProps {
  batch: HubBatch;
  open: boolean;
  onClose: () => void;
  reload: () => Promise<HubBatch | undefined>;
}
