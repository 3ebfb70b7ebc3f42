import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema/messages';

export interface DeliveryReport {
  providerMessageId: string;
  /** What the provider says became of it. */
  outcome: 'delivered' | 'failed';
  /** The provider's reason for a failure. */
  error?: string | undefined;
  at: Date;
}

/**
 * A provider's delivery report (its webhook, checked by the adapter's route) moves the message it
 * names from sent to delivered or failed. A report for an unknown id, or one that comes again,
 * changes nothing; a late 'failed' after 'delivered' does not undo the delivery. Answers whether a
 * message moved.
 */
export async function recordDeliveryReport(db: Executor, report: DeliveryReport): Promise<boolean> {
  const moved = await db
    .update(outboxMessages)
    .set(
      report.outcome === 'delivered'
        ? { state: 'delivered', deliveredAt: report.at, error: null }
        : { state: 'failed', error: (report.error ?? 'not delivered').slice(0, 500) },
    )
    .where(
      and(
        eq(outboxMessages.providerMessageId, report.providerMessageId),
        report.outcome === 'delivered'
          ? inArray(outboxMessages.state, ['sent', 'failed'])
          : eq(outboxMessages.state, 'sent'),
      ),
    )
    .returning({ id: outboxMessages.id });
  return moved.length > 0;
}
