import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

interface HealthAnswer {
  status: string;
  database: string;
}

export interface HealthCheck extends HealthAnswer {
  latencyMs: number;
  checkedAt: Date;
}

export async function fetchHealth(): Promise<HealthCheck> {
  const started = performance.now();
  const answer = await api<HealthAnswer>('health/');
  return { ...answer, latencyMs: Math.round(performance.now() - started), checkedAt: new Date() };
}

/** Never cached and never retried: support staff want to see the server as it is right now. */
export const useHealth = () =>
  useQuery({ queryKey: ['health'], queryFn: fetchHealth, staleTime: 0, gcTime: 0, retry: false });
