import type { HubTicket, TicketResolveRequest } from '@makers-pantry/domain/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, apiResponse, type ApiError } from '../../../../lib/api';
import { historyKey } from '../../history/api/history';
import { keepPrevious } from '../../ui/keep-previous';

const ticketKeys = {
  all: ['hub', 'tickets'] as const,
  list: (status: string, before: string) => ['hub', 'tickets', 'list', status, before] as const,
  one: (id: number) => ['hub', 'tickets', 'one', id] as const,
};

export interface TicketPage {
  tickets: HubTicket[];
  next: number | null;
}

/** A page of the queue: open or resolved, newest first, older pages by `before`. */
export const useTickets = (status: string, before: string | undefined) =>
  useQuery<TicketPage, ApiError>({
    queryKey: ticketKeys.list(status, before ?? ''),
    queryFn: () =>
      api(`hub/tickets/?status=${status}${before ? `&before=${encodeURIComponent(before)}` : ''}`),
    placeholderData: keepPrevious,
  });

export const useTicket = (id: number) =>
  useQuery<HubTicket, ApiError>({
    queryKey: ticketKeys.one(id),
    queryFn: () => api(`hub/tickets/${id}/`),
  });

export const useResolveTicket = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation<{ creditAmount: number }, ApiError, TicketResolveRequest>({
    mutationFn: (resolution) =>
      api(`hub/tickets/${id}/resolve/`, { method: 'POST', json: resolution }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKey('ticket', id) });
    },
  });
};

/**
 * A private ticket photo: its route wants the login's token, which an <img> cannot send, so it is
 * fetched and shown from memory (and let go when the page closes).
 */
export function usePrivatePhoto(url: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let shown: string | null = null;
    let live = true;
    void apiResponse(url.replace(/^\/api\//, ''))
      .then((response) => response.blob())
      .then((blob) => {
        if (!live) return;
        shown = URL.createObjectURL(blob);
        setSrc(shown);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [url]);
  return src;
}
