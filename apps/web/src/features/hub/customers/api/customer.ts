import type { HubCustomer, PodDecision } from '@makers-pantry/domain/hub-customers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';

const customerKeys = {
  all: ['hub', 'customers'] as const,
  byMobile: (mobile: string) => ['hub', 'customers', 'mobile', mobile] as const,
  one: (id: number) => ['hub', 'customers', 'one', id] as const,
};

/** The customer with this login mobile; a number with no account answers 404. */
export const useCustomerByMobile = (mobile: string) =>
  useQuery<HubCustomer, ApiError>({
    queryKey: customerKeys.byMobile(mobile),
    queryFn: () => api<HubCustomer>(`hub/customers/?mobile=${encodeURIComponent(mobile)}`),
  });

export const useCustomer = (id: number) =>
  useQuery<HubCustomer, ApiError>({
    queryKey: customerKeys.one(id),
    queryFn: () => api<HubCustomer>(`hub/customers/${id}/`),
  });

/** Allow or refuse pay on delivery, with the reason kept on the record and in the history. */
export function usePodDecision(id: number) {
  const queryClient = useQueryClient();
  return useMutation<HubCustomer, ApiError, PodDecision>({
    mutationFn: (decision) =>
      api<HubCustomer>(`hub/customers/${id}/pod/`, { method: 'PUT', json: decision }),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.one(customer.id), customer);
      queryClient.setQueryData(customerKeys.byMobile(customer.mobile), customer);
      void queryClient.invalidateQueries({ queryKey: historyKey('user', customer.id) });
    },
  });
}
