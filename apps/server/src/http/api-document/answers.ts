import { ERROR_CODES } from '@makers-pantry/domain/error-codes';

/**
 * The error answers every operation shares, one component per status (components/responses):
 * each is `ErrorAnswer` in JSON, whatever the route sends when it succeeds (a PDF, a photo, a CSV),
 * and lists the codes that status can carry.
 */
const ERROR_NAMES: Record<number, [name: string, meaning: string]> = {
  400: ['BadRequest', 'The request is not valid: `detail` says what to fix, `field` where.'],
  401: [
    'NotAuthenticated',
    'No login, or the session has ended: log in and send `Authorization: Token <token>`.',
  ],
  403: ['Forbidden', "The login's roles do not allow this."],
  404: ['NotFound', 'What the path names does not exist, or is not yours to see.'],
  405: ['MethodNotAllowed', 'The path does not take this method; `Allow` lists those it takes.'],
  409: [
    'Conflict',
    'The change conflicts with what is stored now (for hub writes: a stale `version`).',
  ],
  410: ['Gone', 'It is no longer there.'],
  413: ['PayloadTooLarge', 'The body, or a file in it, is larger than this route takes.'],
  414: ['UriTooLong', 'A path parameter is longer than the route takes.'],
  415: ['UnsupportedMediaType', 'The body is not in a type this route takes.'],
  422: ['Unprocessable', 'The request is well formed but cannot be done as asked.'],
  429: ['TooManyRequests', 'Too many requests: `Retry-After` says when to try again.'],
  500: ['Internal', 'Something went wrong on our side.'],
  502: ['BadGateway', 'A provider the shop relies on answered wrongly.'],
  503: ['Unavailable', 'A service the route needs is not answering; try again shortly.'],
};

const codesOf = (status: number) =>
  Object.entries(ERROR_CODES)
    .filter(([, [codeStatus]]) => codeStatus === status)
    .map(([code]) => `\`${code}\``);

export const errorResponseName = (status: number) => ERROR_NAMES[status]?.[0] ?? `Error${status}`;

/** components/responses: one per error status the document uses. */
export function errorResponses(statuses: Iterable<number>) {
  return Object.fromEntries(
    [...statuses].sort().map((status) => {
      const meaning = ERROR_NAMES[status]?.[1] ?? 'The request was refused.';
      const codes = codesOf(status);
      return [
        errorResponseName(status),
        {
          description: codes.length ? `${meaning} Codes: ${codes.join(', ')}.` : meaning,
          ...(HEADERS[status] ? { headers: HEADERS[status] } : {}),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
        },
      ];
    }),
  );
}

const HEADERS: Record<number, Record<string, unknown>> = {
  401: {
    'WWW-Authenticate': {
      description: 'Always `Token`: the scheme the API takes.',
      schema: { type: 'string', enum: ['Token'] },
    },
  },
  429: {
    'Retry-After': {
      description: 'Seconds to wait before asking again.',
      schema: { type: 'integer', minimum: 0 },
    },
  },
};

/** What a successful answer is called when its schema does not say. */
export function successDescription(status: number, contentType: string | undefined): string {
  const what = contentType ? (KIND_OF_CONTENT[contentType.split(';')[0]!] ?? undefined) : undefined;
  if (what) return what;
  if (status === 201) return 'Created: what was stored, as the API shows it.';
  if (status === 202) return 'Accepted: it will be done in the background.';
  if (status === 204) return 'Done; nothing to answer.';
  if (status >= 300 && status < 400) return 'Sent on: `Location` says where.';
  return 'Done: the answer below.';
}

const KIND_OF_CONTENT: Record<string, string> = {
  'application/pdf': 'The PDF document.',
  'image/jpeg': 'The JPEG photo.',
  'text/csv': 'The CSV file (comma-separated, a header row first).',
  'application/javascript': 'The script.',
  'text/javascript': 'The script.',
};
