import {
  roundCoordinate,
  type MapSettings,
  type PinPlace,
  type PlaceSuggestion,
} from '@makers-pantry/domain/addresses';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

export const useMapSettings = () =>
  useQuery<MapSettings, ApiError>({
    queryKey: ['addresses', 'map-settings'],
    queryFn: () => api<MapSettings>('maps/settings/'),
    staleTime: Infinity,
  });

export const usePlaceSuggestions = (query: string) =>
  useQuery<PlaceSuggestion[], ApiError>({
    queryKey: ['addresses', 'suggestions', query],
    queryFn: () => api<PlaceSuggestion[]>(`places/suggestions/?query=${encodeURIComponent(query)}`),
    enabled: query.trim().length >= 2,
    staleTime: 60_000,
  });

export const fetchPlace = (id: string) => api<PinPlace>(`places/${encodeURIComponent(id)}/`);

export const fetchPlaceAt = (lat: number, lng: number) =>
  api<PinPlace>(`places/reverse/?lat=${lat}&lng=${lng}`);

/** The place under the pin; coordinates are rounded to 6 decimals, as addresses keep them. */
export const usePinPlace = (pin: { lat: number; lng: number } | null) => {
  const lat = pin ? roundCoordinate(pin.lat) : 0;
  const lng = pin ? roundCoordinate(pin.lng) : 0;
  return useQuery<PinPlace, ApiError>({
    queryKey: ['addresses', 'pin', lat, lng],
    queryFn: () => fetchPlaceAt(lat, lng),
    enabled: pin !== null,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
};
