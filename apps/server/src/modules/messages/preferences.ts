import { eq } from 'drizzle-orm';
import type { MessageLanguage } from '@makers-pantry/domain/messages';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { messagePreferenceChanges } from '../../db/schema/messages';

export interface MessagePreferences {
  language?: MessageLanguage | undefined;
  optedOut?: boolean | undefined;
}

/**
 * Writes a user's message language and opt-out (in the caller's transaction). A change of opt-out
 * is kept in message_preference_changes with who made it and when, so it can be shown later.
 */
export async function setMessagePreferences(
  tx: Executor,
  userId: number,
  changes: MessagePreferences,
  by: 'customer' | 'ops',
  at: Date,
): Promise<void> {
  if (changes.language === undefined && changes.optedOut === undefined) return;
  const [before] = await tx
    .select({ optedOut: users.messagesOptOut })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return;
  await tx
    .update(users)
    .set({
      ...(changes.language === undefined ? {} : { language: changes.language }),
      ...(changes.optedOut === undefined ? {} : { messagesOptOut: changes.optedOut }),
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  if (changes.optedOut !== undefined && changes.optedOut !== before.optedOut) {
    await tx
      .insert(messagePreferenceChanges)
      .values({ userId, optedOut: changes.optedOut, changedBy: by, at });
  }
}
