import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (body: unknown) => FakeAnswer;

export interface FakeCall {
  route: string;
  body: unknown;
  authorization: string | null;
}

/**
 * Stands in for the API server: answers by 'METHOD path' (path after /api/) and records what the
 * screen sent. An unexpected call fails loudly rather than hanging.
 */
export function fakeApi(handlers: Record<string, Handler | FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const route = `${init.method ?? 'GET'} ${url.replace(/^\/api\//, '')}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ route, body, authorization: new Headers(init.headers).get('authorization') });
    const handler = handlers[route];
    if (!handler) throw new Error(`No fake answer for ${route}`);
    const answer = typeof handler === 'function' ? handler(body) : handler;
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (route: string) => calls.filter((call) => call.route === route) };
}
