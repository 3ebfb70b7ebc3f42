import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { MessageLanguage } from '@makers-pantry/domain/messages';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/messages';
import type { Job } from '../../jobs';
import { MessageRefused, type MessageSender } from '../../providers/messages/message-sender';
import { istDayStart, isQuietHour, quietHoursEnd } from './quiet-hours';
import { orderedVariables, renderTemplate, templateOf } from './templates';

export interface SendRules {
  /** Tries before a message that keeps failing is marked failed for good. */
  maxAttempts: number;
  /** Non-essential messages one mobile may get in an IST day; more are suppressed. */
  dailyLimit: number;
  /** Messages taken per run. */
  batchSize: number;
}

export const SEND_RULES: SendRules = { maxAttempts: 5, dailyLimit: 3, batchSize: 50 };

const MINUTE_MS = 60_000;
/**
 * A claimed message is not offered again for this long: if its runner dies while sending, another
 * takes it after. A send takes seconds at most (adapters time out), so this never doubles a send.
 */
const CLAIM_MS = 5 * MINUTE_MS;

/** After the n-th failed try: 1, 2, 4, 8... minutes, at most an hour. */
export function messageRetryDelayMs(attempts: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)), 60 * MINUTE_MS);
}

export interface SendOutcome {
  sent: number;
  held: number;
  suppressed: number;
  retried: number;
  failed: number;
}

/**
 * One pass of the outbox. During quiet hours, what may wait is held until 08:00 IST first. Then
 * due messages are claimed with FOR UPDATE SKIP LOCKED (two runners never take the same row, and
 * the claim moves its next try past CLAIM_MS), and each is sent outside any transaction: a
 * provider's answer then writes sent, failed (refused, or out of tries) or a later try.
 */
export async function sendDueMessages(
  db: Db,
  sender: MessageSender,
  now: Date,
  rules: SendRules = SEND_RULES,
): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, held: 0, suppressed: 0, retried: 0, failed: 0 };
  const quiet = isQuietHour(now);
  if (quiet) {
    const held = await db
      .update(outboxMessages)
      .set({
        state: 'held',
        nextAttemptAt: quietHoursEnd(now),
        error: 'quiet hours (21:00-08:00 IST)',
      })
      .where(
        and(
          inArray(outboxMessages.state, ['queued', 'held']),
          eq(outboxMessages.anyHour, false),
          lte(outboxMessages.nextAttemptAt, now),
        ),
      )
      .returning({ id: outboxMessages.id });
    outcome.held = held.length;
  }
  const claimed = await claimDue(db, now, quiet, rules.batchSize);
  for (const message of claimed) {
    const result = await sendOne(db, sender, message, now, rules);
    outcome[result] += 1;
  }
  return outcome;
}

/** A message this instance claimed to send: the columns the claim returns. */
type ClaimedMessage = {
  id: number;
  mobile: string;
  template: string;
  language: MessageLanguage;
  variables: Record<string, string>;
  channel: 'sms' | 'whatsapp';
  essential: boolean;
  attempts: number;
};

async function claimDue(db: Db, now: Date, quiet: boolean, limit: number) {
  const until = new Date(now.getTime() + CLAIM_MS);
  const result = await db.execute<ClaimedMessage>(sql`
    UPDATE outbox_messages SET attempts = attempts + 1, next_attempt_at = ${until.toISOString()}::timestamptz
    WHERE id IN (
      SELECT id FROM outbox_messages
      WHERE state IN ('queued', 'held') AND next_attempt_at <= ${now.toISOString()}::timestamptz
        AND (any_hour OR NOT ${quiet})
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, mobile, template, language, variables, channel, essential, attempts`);
  return result.rows.sort((a, b) => a.id - b.id);
}

type Result = keyof SendOutcome;

async function sendOne(
  db: Db,
  sender: MessageSender,
  message: ClaimedMessage,
  now: Date,
  rules: SendRules,
): Promise<Result> {
  // Only this claim may write the outcome: a delivery report or a later claim is not undone.
  const mine = and(
    eq(outboxMessages.id, message.id),
    eq(outboxMessages.attempts, message.attempts),
    inArray(outboxMessages.state, ['queued', 'held']),
  );
  const template = templateOf(message.template);
  if (!template) {
    await db
      .update(outboxMessages)
      .set({ state: 'failed', nextAttemptAt: null, error: `no template '${message.template}'` })
      .where(mine);
    return 'failed';
  }
  if (!message.essential && (await sentToday(db, message.mobile, now)) >= rules.dailyLimit) {
    await db
      .update(outboxMessages)
      .set({
        state: 'suppressed',
        nextAttemptAt: null,
        error: `day's limit of ${rules.dailyLimit} reached`,
      })
      .where(mine);
    return 'suppressed';
  }
  try {
    const { providerMessageId } = await sender.send({
      reference: String(message.id),
      mobile: message.mobile,
      channel: message.channel,
      template: template.key,
      language: message.language,
      variables: orderedVariables(template, message.variables),
      text: renderTemplate(template, message.language, message.variables),
    });
    await db
      .update(outboxMessages)
      .set({ state: 'sent', providerMessageId, sentAt: now, nextAttemptAt: null, error: null })
      .where(mine);
    return 'sent';
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const givenUp = error instanceof MessageRefused || message.attempts >= rules.maxAttempts;
    await db
      .update(outboxMessages)
      .set(
        givenUp
          ? { state: 'failed', nextAttemptAt: null, error: reason }
          : {
              state: 'queued',
              nextAttemptAt: new Date(now.getTime() + messageRetryDelayMs(message.attempts)),
              error: reason,
            },
      )
      .where(mine);
    return givenUp ? 'failed' : 'retried';
  }
}

/** Non-essential messages already sent to this mobile since midnight IST. */
async function sentToday(db: Db, mobile: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.mobile, mobile),
        eq(outboxMessages.essential, false),
        inArray(outboxMessages.state, ['sent', 'delivered']),
        gte(outboxMessages.sentAt, istDayStart(now)),
      ),
    );
  return row?.sent ?? 0;
}

/**
 * The outbox's job (jobs.ts: one instance at a time, leased): every 15 seconds it sends what is
 * due. Failures of single messages are written on their rows, never fail the job.
 */
export function messageSendJob(db: Db, sender: MessageSender, rules: SendRules = SEND_RULES): Job {
  return {
    name: 'send-messages',
    everyMs: 15_000,
    run: (now) => sendDueMessages(db, sender, now, rules),
  };
}
