import { eq } from 'drizzle-orm';
import type { MessageLanguage } from '@makers-pantry/domain/messages';
import type { Executor } from '../../db/client';
import { messagePreferenceChanges, users } from '../../db/schema/accounts';

export interface MessagePreferences {
  language?: MessageLanguage | undefined;
  optedOut?: boolean | undefined;
  /** Given: the time is kept on the login, and its messages go by WhatsApp where it is set up. */
  whatsappConsent?: boolean | undefined;
}

/**
 * Writes a user's message language, opt-out and WhatsApp consent (in the caller's transaction).
 * A change of opt-out or consent is kept in message_preference_changes with who made it and
 * when, so it can be shown later; choosing what was already chosen changes nothing.
 */
export async function setMessagePreferences(
  tx: Executor,
  userId: number,
  changes: MessagePreferences,
  by: 'customer' | 'ops',
  at: Date,
): Promise<void> {
  const { language, optedOut, whatsappConsent } = changes;
  if (language === undefined && optedOut === undefined && whatsappConsent === undefined) return;
  const [before] = await tx
    .select({ optedOut: users.messagesOptOut, consentAt: users.whatsappConsentAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return;
  const optOutChanged = optedOut !== undefined && optedOut !== before.optedOut;
  const consentChanged =
    whatsappConsent !== undefined && whatsappConsent !== (before.consentAt !== null);
  await tx
    .update(users)
    .set({
      ...(language === undefined ? {} : { language }),
      ...(optOutChanged ? { messagesOptOut: optedOut } : {}),
      ...(consentChanged ? { whatsappConsentAt: whatsappConsent ? at : null } : {}),
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  if (optOutChanged || consentChanged) {
    await tx.insert(messagePreferenceChanges).values({
      userId,
      optedOut: optOutChanged ? optedOut : null,
      whatsappConsent: consentChanged ? whatsappConsent : null,
      changedBy: by,
      at,
    });
  }
}
