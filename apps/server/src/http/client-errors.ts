import type { Socket } from 'node:net';
import { errorSentence, errorStatus, type ErrorCode } from '@makers-pantry/domain/error-codes';

/**
 * Requests Node refuses before Fastify sees them (headers over the size limit, a request that never
 * finishes arriving, bytes that are not HTTP) still get the one error shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const status = errorStatus(code);
  const body = JSON.stringify({ detail: errorSentence(code), code });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${code}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
