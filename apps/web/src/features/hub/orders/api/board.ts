import type { HubBoard } from '@makers-pantry/domain/hub-board';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiResponse, type ApiError } from '../../../../lib/api';
import { keepPrevious } from '../../ui/keep-previous';

/** The board's own query parameters (decision 036); anything else in the URL is not sent. */
export const BOARD_PARAMS = [
  'date',
  'slot',
  'state',
  'maker',
  'area',
  'payment',
  'podToCollect',
  'q',
  'cursor',
] as const;

/** How often an open board asks whether its day changed: a 304 without a body while nothing did. */
export const BOARD_POLL_MS = 5_000;

export const boardKeys = {
  all: ['hub', 'orders'] as const,
  board: (search: string) => ['hub', 'orders', 'board', search] as const,
};

/** The board with the ETag it came with, so the next poll can ask 'changed since?'. */
interface BoardCopy {
  board: HubBoard;
  etag: string | null;
}

export function boardSearch(params: URLSearchParams) {
  const query = new URLSearchParams();
  for (const key of BOARD_PARAMS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return query.toString();
}

/**
 * One day's board, kept fresh without a reload: every few seconds (while the tab is in sight) it
 * asks again with If-None-Match and keeps its copy on a 304, so a quiet day costs no re-render.
 */
export function useBoard(search: string) {
  const queryClient = useQueryClient();
  const key = boardKeys.board(search);
  return useQuery<BoardCopy, ApiError>({
    queryKey: key,
    queryFn: async () => {
      const copy = queryClient.getQueryData<BoardCopy>(key);
      const response = await apiResponse(`hub/orders/board/${search ? `?${search}` : ''}`, {
        headers: copy?.etag ? { 'if-none-match': copy.etag } : {},
      });
      if (response.status === 304 && copy) return copy;
      return { board: (await response.json()) as HubBoard, etag: response.headers.get('etag') };
    },
    refetchInterval: BOARD_POLL_MS,
    placeholderData: keepPrevious,
  });
}
