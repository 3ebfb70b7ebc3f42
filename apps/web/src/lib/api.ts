import { takeAnswerInPage } from './answer-in-page';
import { endLapsedSession } from './session-lapse';
import { readStored, STORAGE_KEYS } from './storage';

/** An answer from the API that was not 2xx, with the server's sentence and code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(detail);
  }
}

interface StoredLogin {
  token: string;
}

export const loginToken = () => readStored<StoredLogin>(STORAGE_KEYS.login)?.token ?? null;

/**
 * Every request to the API: JSON in and out, the login token as `Authorization: Token <t>`, and
 * the global rule that a 401 anywhere clears local storage and sends the customer to /login
 * (saying why, and with the way back: lib/session-lapse). The first GET of the path whose answer
 * the page carries takes that answer instead (lib/answer-in-page.ts).
 */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const inPage = (init.method ?? 'GET') === 'GET' ? takeAnswerInPage(path) : undefined;
  if (inPage) return inPage.answer as T;
  const response = await apiResponse(path, init);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

type ApiInit = RequestInit & { json?: unknown; fromRoot?: boolean };

/**
 * The request itself, for answers that are not JSON (a PDF) or may be 304 (a poll sent with
 * If-None-Match): the response when it is 2xx or 304, otherwise the same ApiError as `api`.
 */
export async function apiResponse(path: string, init: ApiInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  const token = loginToken();
  if (token) headers.set('authorization', `Token ${token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  let response: Response;
  try {
    // A few spec paths live outside /api (GET /logistics/locations/).
    const url = init.fromRoot ? `/${path.replace(/^\/+/, '')}` : `/api/${path.replace(/^\/+/, '')}`;
    response = await fetch(url, { ...init, headers, body });
  } catch {
    throw new ApiError(
      0,
      'Could not reach Makers Pantry. Please check your connection and try again.',
      'NETWORK',
    );
  }
  if (response.status === 401 && token) endLapsedSession(token);
  if (!response.ok && response.status !== 304) {
    const payload = (await response.json().catch(() => null)) as {
      detail?: unknown;
      code?: string;
    } | null;
    const detail =
      typeof payload?.detail === 'string'
        ? payload.detail
        : payload?.detail
          ? JSON.stringify(payload.detail)
          : response.statusText;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      detail,
      payload?.code ?? 'HTTP_ERROR',
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return response;
}
