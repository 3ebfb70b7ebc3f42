import { arrayOverlaps, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { makers } from '../../db/schema/catalog';
import { queueMessage, type MessageToQueue, type QueuedMessage } from './queue';
import type { TemplateKey } from './templates';

type Addressed<K extends TemplateKey> = Omit<MessageToQueue<K>, 'to'>;

/**
 * A message to a maker: to the login that runs its store, in that login's language. A maker
 * without a login yet (ops keep its store) gets nothing: answers null.
 */
export async function queueMakerMessage<K extends TemplateKey>(
  tx: Executor,
  makerId: number,
  message: Addressed<K>,
): Promise<QueuedMessage | null> {
  const [maker] = await tx
    .select({ userId: makers.userId })
    .from(makers)
    .where(eq(makers.id, makerId));
  if (!maker?.userId) return null;
  return queueMessage(tx, { ...message, to: { userId: maker.userId } });
}

/**
 * A message to every ops login (role ops or admin), one each: the dedupe key gets the login's
 * id, so the same alarm still reaches each of them once and only once.
 */
export async function queueOpsMessage<K extends TemplateKey>(
  tx: Executor,
  message: Addressed<K>,
): Promise<QueuedMessage[]> {
  const team = await tx
    .select({ id: users.id })
    .from(users)
    .where(arrayOverlaps(users.roles, ['ops', 'admin']))
    .orderBy(asc(users.id));
  const queued: QueuedMessage[] = [];
  for (const member of team) {
    const one = await queueMessage(tx, {
      ...message,
      to: { userId: member.id },
      dedupeKey: `${message.dedupeKey}:to-${member.id}`,
    } as MessageToQueue<K>);
    if (one) queued.push(one);
  }
  return queued;
}
