import type {
  Address,
  AddressUpdate,
  KnownLocationAddressRequest,
  MapAddressRequest,
} from '@makers-pantry/domain/addresses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

export const addressesQueryKey = ['addresses'] as const;

export const useAddresses = () =>
  useQuery<Address[], ApiError>({
    queryKey: addressesQueryKey,
    queryFn: () => api<Address[]>('users/address/'),
  });

export const useAddress = (id: number) =>
  useQuery<Address, ApiError>({
    queryKey: [...addressesQueryKey, id],
    queryFn: () => api<Address>(`users/address/${id}/`),
  });

/** Either way of adding an address: from a known apartment, or a pin on the map. */
export type NewAddress =
  | { kind: 'location'; locationId: number; address: KnownLocationAddressRequest }
  | { kind: 'map'; address: MapAddressRequest };

const createAddress = (request: NewAddress) =>
  request.kind === 'location'
    ? api<Address>(`logistics/locations/${request.locationId}/create-address-v2/`, {
        method: 'POST',
        json: request.address,
        fromRoot: true,
      })
    : api<Address>('users/address/create-v2/', { method: 'POST', json: request.address });

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation<Address, ApiError, NewAddress>({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export function useChangeAddress() {
  const queryClient = useQueryClient();
  return useMutation<Address, ApiError, { id: number; changes: AddressUpdate }>({
    mutationFn: ({ id, changes }) =>
      api<Address>(`users/address/${id}/`, { method: 'PATCH', json: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation<{ detail: string }, ApiError, number>({
    mutationFn: (id) => api(`users/address/${id}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
