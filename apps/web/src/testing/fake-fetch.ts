import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/**
 * Stands in for the API at the fetch boundary: `answer` gets the path after /api/ (with its
 * query) and says what the server replies. Every requested path is kept for assertions.
 */
export function fakeFetch(answer: (path: string) => FakeAnswer) {
  const requested: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^\/api\//, '');
    requested.push(path);
    const { status = 200, body } = answer(path);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requested;
}
