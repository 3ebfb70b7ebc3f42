import type { HubMaker } from '@makers-pantry/domain/hub-makers';
import { api } from '../../../../lib/api';
import { useMakerChange } from './use-maker-change';

/** Ops take a maker off the shop (with the reason) or put it back (or approve a new one). */
export const suspendMaker = ({ id, ...body }: { id: number; version: number; reason: string }) =>
  api<HubMaker>(`hub/makers/${id}/suspend/`, { method: 'POST', json: body });

export const reinstateMaker = ({ id, version }: { id: number; version: number }) =>
  api<HubMaker>(`hub/makers/${id}/reinstate/`, { method: 'POST', json: { version } });

export const useSuspendMaker = () => useMakerChange(suspendMaker);
export const useReinstateMaker = () => useMakerChange(reinstateMaker);
