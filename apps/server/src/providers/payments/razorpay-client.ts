import { jsonAnswerOf } from '../json-answer';

/**
 * A small client of our own for Razorpay's REST API (https://razorpay.com/docs/api/): Basic auth
 * with the key pair, JSON both ways, a timeout on every call and the base URL we are given (a
 * local stand-in in tests). Razorpay's SDK has no documented option for the timeout, the host or
 * an extra header, and the refund's idempotency key travels as the `X-Refund-Idempotency`
 * header: written here, it cannot be dropped by an SDK update (decision 017).
 */
export interface RazorpayClientSettings {
  keyId: string;
  keySecret: string;
  apiUrl: string;
  timeoutMs: number;
}

/** Razorpay's answer was not a success: its error's description, or why there was none. */
export class RazorpayError extends Error {}

export class RazorpayClient {
  private readonly authorization: string;

  constructor(private readonly settings: RazorpayClientSettings) {
    this.authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  }

  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.settings.apiUrl), {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A hanging provider must not hold the customer's request.
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw new RazorpayError(error instanceof Error ? error.message : 'no answer');
    }
    const parsed = await jsonAnswerOf(response);
    if (!response.ok) {
      const description = (parsed as { error?: { description?: string } } | undefined)?.error
        ?.description;
      throw new RazorpayError(description ?? `HTTP ${response.status}`);
    }
    if (parsed === undefined) throw new RazorpayError('the answer was not JSON');
    return parsed as T;
  }
}
