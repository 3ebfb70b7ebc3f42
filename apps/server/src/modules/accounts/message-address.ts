import { arrayOverlaps, asc, eq } from 'drizzle-orm';
import type { MessageLanguage } from '@makers-pantry/domain/messages';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';

/** Who a message goes to: a login (its mobile, language and choices) or a bare number. */
export type Recipient =
  { userId: number } | { mobile: string; language?: MessageLanguage | undefined };

/** Where and how the outbox writes to someone: the number, the language and their choices. */
export interface MessageAddress {
  mobile: string;
  userId: number | null;
  language: MessageLanguage;
  optedOut: boolean;
  whatsappConsent: boolean;
}

/**
 * A login's own mobile, language, opt-out and consent; a bare number uses its login's if it has
 * one, else its own with the language given. A login that is gone answers null.
 */
export async function messageAddressOf(
  tx: Executor,
  to: Recipient,
): Promise<MessageAddress | null> {
  const [user] = await tx
    .select({
      id: users.id,
      mobile: users.mobile,
      language: users.language,
      optedOut: users.messagesOptOut,
      consentAt: users.whatsappConsentAt,
    })
    .from(users)
    .where('userId' in to ? eq(users.id, to.userId) : eq(users.mobile, to.mobile))
    .limit(1);
  if (user) {
    return {
      mobile: user.mobile,
      userId: user.id,
      language: user.language,
      optedOut: user.optedOut,
      whatsappConsent: user.consentAt !== null,
    };
  }
  if ('userId' in to) return null;
  return {
    mobile: to.mobile,
    userId: null,
    language: to.language ?? 'en',
    optedOut: false,
    whatsappConsent: false,
  };
}

/** Every ops login (role ops or admin), by id: the team an ops alarm goes to. */
export async function opsTeamIds(tx: Executor): Promise<number[]> {
  const team = await tx
    .select({ id: users.id })
    .from(users)
    .where(arrayOverlaps(users.roles, ['ops', 'admin']))
    .orderBy(asc(users.id));
  return team.map((member) => member.id);
}
