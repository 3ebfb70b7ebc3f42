import type { MapSettings } from '@makers-pantry/domain/addresses';
import type {
  HubKnownLocation,
  KnownLocationCreate,
  KnownLocationEdit,
  KnownLocationPage,
  ServiceAreaEdit,
  ServiceAreaEditAnswer,
  ServiceAreaList,
} from '@makers-pantry/domain/hub-areas';
import type { WaitlistSummary } from '@makers-pantry/domain/waitlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import { keepPrevious } from '../../ui/keep-previous';
import { useRecordChange } from '../../ui/use-record-change';

const areaKeys = {
  all: ['hub', 'areas'] as const,
  areas: ['hub', 'areas', 'list'] as const,
  locations: (search: string) => ['hub', 'areas', 'locations', search] as const,
  location: (id: number) => ['hub', 'areas', 'location', id] as const,
};

/** The tiles, their credit and the shop's centre: the same settings the address map uses. */
export const useMapSettings = () =>
  useQuery<MapSettings, ApiError>({
    queryKey: ['hub', 'map-settings'],
    queryFn: () => api<MapSettings>('maps/settings/'),
    staleTime: Infinity,
  });

export const useServiceAreas = () =>
  useQuery<ServiceAreaList, ApiError>({
    queryKey: areaKeys.areas,
    queryFn: () => api<ServiceAreaList>('hub/service-areas/'),
  });

/** Customers waiting for us ('We will notify you'): their points and how many in and near each area. */
export const useWaitlist = () =>
  useQuery<WaitlistSummary, ApiError>({
    queryKey: ['hub', 'areas', 'waitlist'],
    queryFn: () => api<WaitlistSummary>('hub/waitlist/'),
  });

/** `search` is the list's query as the URL holds it ('?area=1&q=sobha&page=2'). */
export const useKnownLocations = (search: string) =>
  useQuery<KnownLocationPage, ApiError>({
    queryKey: areaKeys.locations(search),
    queryFn: () => api<KnownLocationPage>(`hub/known-locations/${search}`),
    placeholderData: keepPrevious,
  });

export const useKnownLocation = (id: number) =>
  useQuery<HubKnownLocation, ApiError>({
    queryKey: areaKeys.location(id),
    queryFn: () => api<HubKnownLocation>(`hub/known-locations/${id}/`),
  });

const useLocationChange = <Input>(send: (input: Input) => Promise<HubKnownLocation>) =>
  useRecordChange(send, { one: areaKeys.location, all: areaKeys.all, history: 'known_location' });

export const useCreateLocation = () =>
  useLocationChange((location: KnownLocationCreate) =>
    api<HubKnownLocation>('hub/known-locations/', { method: 'POST', json: location }),
  );

/** Edits, retires (`isActive: false`) or restores a location on the version it was read at. */
export const useEditLocation = (id: number) =>
  useLocationChange((edit: KnownLocationEdit) =>
    api<HubKnownLocation>(`hub/known-locations/${id}/`, { method: 'PATCH', json: edit }),
  );

/** An area's new outline, on the version read; the answer counts the waiting customers told. */
export function useEditArea(id: number) {
  const queryClient = useQueryClient();
  return useMutation<ServiceAreaEditAnswer, ApiError, ServiceAreaEdit>({
    mutationFn: (edit) =>
      api<ServiceAreaEditAnswer>(`hub/service-areas/${id}/`, { method: 'PATCH', json: edit }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: areaKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKey('service_area', id) });
    },
  });
}
