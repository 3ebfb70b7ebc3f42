import type { HubDashboard } from '@makers-pantry/domain/hub-dashboard';
import { useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../lib/api';
import { keepPrevious } from '../../ui/keep-previous';

/** How often an open home page reads the day again: orders come in all day. */
export const DASHBOARD_REFRESH_MS = 30_000;

export const dashboardKeys = {
  all: ['hub', 'dashboard'] as const,
  day: (date: string | undefined) => ['hub', 'dashboard', date ?? 'today'] as const,
};

/** One delivery day's figures (today, Asia/Kolkata, when no day is chosen). */
export const useDashboard = (date: string | undefined) =>
  useQuery<HubDashboard, ApiError>({
    queryKey: dashboardKeys.day(date),
    queryFn: () =>
      api<HubDashboard>(`hub/dashboard/${date ? `?date=${encodeURIComponent(date)}` : ''}`),
    refetchInterval: DASHBOARD_REFRESH_MS,
    placeholderData: keepPrevious,
  });
