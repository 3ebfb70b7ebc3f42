import type { MakerOrders, MakerTickets } from '@makers-pantry/domain/hub-maker-orders';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';

/** What a maker has to prepare for the next days (GET hub/makers/{id}/orders/). */
export const useMakerOrders = (makerId: number | undefined) =>
  useQuery<MakerOrders, ApiError>({
    queryKey: ['hub', 'maker-orders', makerId],
    queryFn: () => api<MakerOrders>(`hub/makers/${makerId}/orders/`),
    enabled: makerId !== undefined,
    // New orders come in through the day: look again every minute while the page is open.
    refetchInterval: 60_000,
  });

/** The tickets customers raised about the maker's products (GET hub/makers/{id}/tickets/). */
export const useMakerTickets = (makerId: number | undefined) =>
  useQuery<MakerTickets, ApiError>({
    queryKey: ['hub', 'maker-tickets', makerId],
    queryFn: () => api<MakerTickets>(`hub/makers/${makerId}/tickets/`),
    enabled: makerId !== undefined,
  });
