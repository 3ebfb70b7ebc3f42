import type { HubMaker, MakerEdit } from '@makers-pantry/domain/hub-makers';
import { api } from '../../../../lib/api';
import { useMakerChange } from './use-maker-change';

/** A store profile edit, on the version it was made on. */
export const editMaker = ({ id, ...edit }: MakerEdit & { id: number }) =>
  api<HubMaker>(`hub/makers/${id}/`, { method: 'PATCH', json: edit });

export const useEditMaker = () => useMakerChange(editMaker);
