import { CODE_OF_STATUS, errorSentence } from '@makers-pantry/domain/error-codes';
import { ApiError, loginToken } from './api';
import { endLapsedSession } from './session-lapse';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Called as the bytes leave: the share sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

const NETWORK_SENTENCE =
  'Could not reach Makers Pantry. Please check your connection and try again.';

/**
 * A file sent to the API as multipart with the share sent so far, for a maker uploading a 10 MB
 * photo over a phone's connection. fetch cannot tell how much of a body has left, XMLHttpRequest
 * can, so this one request goes through it; everything else matches lib/api.ts: the Token header,
 * a 401 ending the session, and a refusal as an ApiError with the server's sentence (a 413 from a
 * proxy in front, which has no JSON body, gets the registry's sentence for its status).
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  { method = 'POST', onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api/${path.replace(/^\/+/, '')}`);
    request.setRequestHeader('accept', 'application/json');
    const token = loginToken();
    if (token) request.setRequestHeader('authorization', `Token ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const payload = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(payload as T);
        return;
      }
      if (request.status === 401 && token) endLapsedSession(token);
      reject(refusal(request.status, payload));
    });
    request.addEventListener('error', () => reject(new ApiError(0, NETWORK_SENTENCE, 'NETWORK')));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled.', 'AbortError')),
    );
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function refusal(status: number, payload: unknown): ApiError {
  const answer = (payload ?? {}) as { detail?: unknown; code?: unknown };
  const fallbackCode = CODE_OF_STATUS[status];
  const detail =
    typeof answer.detail === 'string'
      ? answer.detail
      : fallbackCode
        ? errorSentence(fallbackCode)
        : 'Oops! Something went wrong';
  const code = typeof answer.code === 'string' ? answer.code : (fallbackCode ?? 'HTTP_ERROR');
  return new ApiError(status, detail, code);
}
