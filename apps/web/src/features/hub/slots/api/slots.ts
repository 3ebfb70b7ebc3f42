import type {
  HubSlotDay,
  HubSlotTemplate,
  SlotEdit,
  SlotMoveTargets,
  SlotTemplateCreate,
  SlotTemplateEdit,
} from '@makers-pantry/domain/hub-slots';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { keepPrevious } from '../../ui/keep-previous';

const slotKeys = {
  all: ['hub', 'slots'] as const,
  day: (date: string) => ['hub', 'slots', 'day', date] as const,
  templates: ['hub', 'slots', 'templates'] as const,
  targets: (id: number) => ['hub', 'slots', 'targets', id] as const,
};

/** One delivery day's slots with what is booked, and quick delivery per area. */
export const useSlotDay = (date: string) =>
  useQuery<HubSlotDay, ApiError>({
    queryKey: slotKeys.day(date),
    queryFn: () => api<HubSlotDay>(`hub/slots/?date=${date}`),
    placeholderData: keepPrevious,
  });

/** The slots a slot's orders could all move to, later days included (the server's rule). */
export const useMoveTargets = (id: number, enabled: boolean) =>
  useQuery<SlotMoveTargets, ApiError>({
    queryKey: slotKeys.targets(id),
    queryFn: () => api<SlotMoveTargets>(`hub/slots/${id}/move-targets/`),
    enabled,
  });

export const useSlotTemplates = () =>
  useQuery<{ templates: HubSlotTemplate[] }, ApiError>({
    queryKey: slotKeys.templates,
    queryFn: () => api('hub/slot-templates/'),
  });

/** A day's slot edited or closed: every slot list asks again (a move changes two slots). */
export function useEditSlot(id: number) {
  const queryClient = useQueryClient();
  return useMutation<{ movedOrders: number[] }, ApiError, SlotEdit>({
    mutationFn: (edit) => api(`hub/slots/${id}/`, { method: 'PATCH', json: edit }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: slotKeys.all }),
  });
}

export function useEditTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation<HubSlotTemplate, ApiError, SlotTemplateEdit>({
    mutationFn: (edit) =>
      api<HubSlotTemplate>(`hub/slot-templates/${id}/`, { method: 'PATCH', json: edit }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: slotKeys.all }),
  });
}

/** A new weekday template: the slot calendar makes its slots on its next run. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation<HubSlotTemplate, ApiError, SlotTemplateCreate>({
    mutationFn: (template) =>
      api<HubSlotTemplate>('hub/slot-templates/', { method: 'POST', json: template }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: slotKeys.all }),
  });
}
