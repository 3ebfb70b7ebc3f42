import autocannon from 'autocannon';

/** What Chrome sends; the shop answers brotli to it, gzip to older browsers. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface LoadScenario {
  name: string;
  /** Requests to cycle through (several URLs spread the load over many rows). */
  requests: {
    method?: 'GET' | 'POST';
    path: string;
    body?: string;
    headers?: Record<string, string>;
  }[];
}

export interface LoadFigures {
  scenario: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The slowest answer of the run. */
  maxMs?: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run against a server on this machine: bounded in time, loopback only. */
export async function measure(
  baseUrl: string,
  scenario: LoadScenario,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: scenario.requests.map((r) => ({
      method: r.method ?? 'GET',
      path: r.path,
      body: r.body,
      // As a browser asks: compressed answers cost the server something, and that is measured.
      headers: {
        accept: 'application/json',
        'accept-encoding': BROWSER_ACCEPT_ENCODING,
        ...(r.body ? { 'content-type': 'application/json' } : {}),
        ...r.headers,
      },
    })),
  });
  return {
    scenario: scenario.name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
