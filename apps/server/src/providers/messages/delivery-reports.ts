import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a provider's report says of one message it was given. */
export interface DeliveryReport {
  /** The id the provider answered when it took the message (MSG91's request id, a wamid). */
  providerMessageId: string;
  state: 'sent' | 'delivered' | 'failed';
  /** The provider's reason, for a failure. */
  reason?: string;
}

const MSG91_DELIVERED = new Set(['1', 'delivered']);
/** MSG91's report codes: 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked number. */
const MSG91_FAILED = new Set(['2', '9', '16', '17', '25', 'failed', 'rejected', 'ndnc', 'blocked']);

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * MSG91's delivery report webhook (JSON: the 'v3' callback or the newer 'Webhook (New)'), one
 * report or a list: `requestId`, and `status` as a code ('1' delivered, '2' failed...) or a word,
 * `desc` or `failureReason` saying why. Reports it cannot read are left out, not guessed at.
 */
export function readMsg91Reports(body: unknown): DeliveryReport[] {
  const items = Array.isArray(body) ? body : [body];
  return items.flatMap((item: unknown): DeliveryReport[] => {
    if (!item || typeof item !== 'object') return [];
    const fields = item as Record<string, unknown>;
    const providerMessageId = text(fields.requestId);
    const status = text(fields.status)?.trim().toLowerCase();
    if (!providerMessageId || !status) return [];
    const description = text(fields.failureReason) || text(fields.desc) || undefined;
    if (MSG91_DELIVERED.has(status)) return [{ providerMessageId, state: 'delivered' }];
    if (MSG91_FAILED.has(status))
      return [{ providerMessageId, state: 'failed', reason: description ?? status }];
    return [{ providerMessageId, state: 'sent' }];
  });
}

/** The shared secret in MSG91's callback URL, compared in constant time. */
export function secretMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * WhatsApp's webhook signs the raw body: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 with the
 * app secret>`.
 */
export function whatsAppSignatureValid(
  rawBody: string,
  header: string | undefined,
  appSecret: string,
): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1]?.toLowerCase();
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex');
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

const WHATSAPP_STATES: Record<string, DeliveryReport['state']> = {
  sent: 'sent',
  delivered: 'delivered',
  // Read means it reached the phone first.
  read: 'delivered',
  failed: 'failed',
};

/**
 * The statuses in a WhatsApp webhook: entry[].changes[].value.statuses[] with the wamid as `id`,
 * `status` sent | delivered | read | failed, and `errors[]` for a failure. Incoming messages in
 * the same webhook are not the shop's business here and are skipped.
 */
export function readWhatsAppStatuses(body: unknown): DeliveryReport[] {
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  const reports: DeliveryReport[] = [];
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      if (!Array.isArray(statuses)) continue;
      for (const status of statuses as Record<string, unknown>[]) {
        const providerMessageId = text(status?.id);
        const state = WHATSAPP_STATES[text(status?.status) ?? ''];
        if (!providerMessageId || !state) continue;
        const error = (status.errors as { code?: unknown; title?: unknown }[] | undefined)?.[0];
        reports.push(
          state === 'failed'
            ? {
                providerMessageId,
                state,
                reason: error ? `${text(error.code) ?? '?'}: ${text(error.title) ?? ''}` : 'failed',
              }
            : { providerMessageId, state },
        );
      }
    }
  }
  return reports;
}
