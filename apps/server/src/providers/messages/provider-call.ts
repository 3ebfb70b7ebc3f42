import { jsonAnswerOf } from '../json-answer';
import { MessageNotSent, MessageRefused } from './message-sender';

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body, or undefined when there was none or it was not JSON. */
  body: unknown;
}

/** Statuses a provider may answer that say 'later', not 'never': throttled, timed out upstream. */
const RETRYABLE_CLIENT_STATUSES = new Set([408, 425, 429]);

/**
 * One JSON POST to a message provider, with a timeout. What went wrong is sorted the way the
 * outbox needs: no answer, a 5xx or a throttle is `MessageNotSent` (try again later); any other
 * 4xx is `MessageRefused` (the same message would be refused again). The message's text never
 * goes into an error: it may hold a customer's details.
 */
export async function postToProvider(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  refusalOf: (answer: ProviderAnswer) => string | undefined,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown error';
    throw new MessageNotSent(`${provider} could not be reached (${reason}).`, { cause: error });
  }
  const answer = { status: response.status, body: await jsonAnswerOf(response) };
  if (response.status >= 500 || RETRYABLE_CLIENT_STATUSES.has(response.status))
    throw new MessageNotSent(
      `${provider} answered ${response.status}${describe(refusalOf(answer))}; it will be tried again.`,
    );
  if (response.status >= 400)
    throw new MessageRefused(
      `${provider} refused the message with status ${response.status}${describe(refusalOf(answer))}.`,
    );
  return answer;
}

const describe = (reason: string | undefined) => (reason ? ` (${reason})` : '');
