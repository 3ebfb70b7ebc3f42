import type { CodeCreate, CodeEdit, CodeUses, HubCode } from '@makers-pantry/domain/hub-discounts';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { keepPrevious } from '../../ui/keep-previous';
import { useRecordChange } from '../../ui/use-record-change';

const codeKeys = {
  all: ['hub', 'codes'] as const,
  list: (state: string) => ['hub', 'codes', 'list', state] as const,
  one: (id: number) => ['hub', 'codes', 'one', id] as const,
};

export const useCodes = (state: string | undefined) =>
  useQuery<{ codes: HubCode[] }, ApiError>({
    queryKey: codeKeys.list(state ?? ''),
    queryFn: () => api(`hub/discount-codes/${state ? `?state=${state}` : ''}`),
    placeholderData: keepPrevious,
  });

/** A code with who used it: the code's page. */
export const useCodeUses = (id: number) =>
  useQuery<CodeUses, ApiError>({
    queryKey: codeKeys.one(id),
    queryFn: () => api<CodeUses>(`hub/discount-codes/${id}/uses/`),
  });

/** A code's page holds its uses, not the code: it is read again with the lists. */
const useCodeChange = <Input>(send: (input: Input) => Promise<HubCode>) =>
  useRecordChange(send, { all: codeKeys.all, history: 'discount' });

export const useCreateCode = () =>
  useCodeChange((code: CodeCreate) =>
    api<HubCode>('hub/discount-codes/', { method: 'POST', json: code }),
  );

export const useEditCode = (id: number) =>
  useCodeChange((edit: CodeEdit) =>
    api<HubCode>(`hub/discount-codes/${id}/`, { method: 'PATCH', json: edit }),
  );
