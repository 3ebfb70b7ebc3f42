import type { Executor } from '../../db/client';
import { opsTeamIds } from '../accounts/service';
import { queueMessage, type MessageToQueue, type QueuedMessage } from './queue';
import type { TemplateKey } from './templates';

type Addressed<K extends TemplateKey> = Omit<MessageToQueue<K>, 'to'>;

/**
 * A message to every ops login (role ops or admin), one each: the dedupe key gets the login's
 * id, so the same alarm still reaches each of them once and only once.
 */
export async function queueOpsMessage<K extends TemplateKey>(
  tx: Executor,
  message: Addressed<K>,
): Promise<QueuedMessage[]> {
  const queued: QueuedMessage[] = [];
  for (const userId of await opsTeamIds(tx)) {
    const one = await queueMessage(tx, {
      ...message,
      to: { userId },
      dedupeKey: `${message.dedupeKey}:to-${userId}`,
    } as MessageToQueue<K>);
    if (one) queued.push(one);
  }
  return queued;
}
