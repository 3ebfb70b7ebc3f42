import type { HubMaker } from '@makers-pantry/domain/hub-makers';
import { useRecordChange } from '../../ui/use-record-change';
import { makerKeys } from './maker-keys';

/** Every change of a maker: the saved maker replaces the cached one; lists and history reload. */
export const useMakerChange = <Input>(send: (input: Input) => Promise<HubMaker>) =>
  useRecordChange(send, {
    one: makerKeys.one,
    all: makerKeys.all,
    history: 'maker',
    // The batch page's seller picker lists approved makers only.
    alsoShownIn: [['hub', 'batches']],
  });
