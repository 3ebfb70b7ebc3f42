/**
 * The Idempotency-Key of this tab's checkout, kept in sessionStorage with the order it was made
 * for (decision 023): a reload or a retry of the same cart sends the same key and resumes its
 * unpaid checkout; a changed cart gets a new key, and the server gives the old hold back. A key
 * answers its first checkout for ever (decision 042): once the server says that checkout ended
 * (replaced, its time to pay ran out, the payment service was down), the tab forgets the key, and
 * the next Pay starts afresh with a new one.
 */
const ATTEMPT_KEY = 'mp.checkoutAttempt';

interface Attempt {
  /** The create-v2 body the key was made for. */
  fingerprint: string;
  key: string;
}

function readAttempt(): Attempt | null {
  try {
    const raw = sessionStorage.getItem(ATTEMPT_KEY);
    const value = raw === null ? null : (JSON.parse(raw) as Partial<Attempt>);
    return typeof value?.fingerprint === 'string' && typeof value.key === 'string'
      ? (value as Attempt)
      : null;
  } catch {
    return null;
  }
}

export const fingerprintOf = (body: unknown) => JSON.stringify(body);

/** The key for this order: the kept one if the order is the same, else a new one, kept. */
export function attemptKeyFor(fingerprint: string): string {
  const kept = readAttempt();
  if (kept?.fingerprint === fingerprint) return kept.key;
  const key = crypto.randomUUID();
  try {
    sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ fingerprint, key }));
  } catch {
    // Without storage the key lives for this click only; the server still keeps one hold.
  }
  return key;
}

/** Whether this tab started paying for exactly this order and did not finish. */
export const isUnfinished = (fingerprint: string) => readAttempt()?.fingerprint === fingerprint;

export function forgetAttempt() {
  try {
    sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The server's codes for 'the checkout this key made has ended': the next try needs a new key. */
const ENDED_CODES: readonly string[] = [
  'CHECKOUT_REPLACED',
  'CHECKOUT_ENDED',
  'PAYMENT_GATEWAY_UNAVAILABLE',
];
export const keyHasEnded = (code: string) => ENDED_CODES.includes(code);
