import type { HubMaker, MakerCreate } from '@makers-pantry/domain/hub-makers';
import { api } from '../../../../lib/api';
import { useMakerChange } from './use-maker-change';

/** Ops create a maker from scratch, run by the login of `ownerMobile` if given. */
export const createMaker = (maker: MakerCreate) =>
  api<HubMaker>('hub/makers/', { method: 'POST', json: maker });

export const useCreateMaker = () => useMakerChange(createMaker);
