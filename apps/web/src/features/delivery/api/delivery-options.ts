import type {
  DeliveryOptionsRequest,
  DeliveryOptionsResponse,
} from '@makers-pantry/domain/delivery-options';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../lib/api';

/** Live stock and slots for this cart and address: always asked afresh, never from a cache. */
export const useDeliveryOptions = (request: DeliveryOptionsRequest, enabled: boolean) =>
  useQuery<DeliveryOptionsResponse, ApiError>({
    queryKey: ['delivery-options', request],
    queryFn: () => api('carts/delivery-options-v2/', { method: 'POST', json: request }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
