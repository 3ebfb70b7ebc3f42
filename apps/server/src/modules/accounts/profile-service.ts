import type { Profile, ProfileUpdate } from '@makers-pantry/domain/accounts';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { setMessagePreferences } from './message-preferences';
import { profileOf } from './profile';
import { updateUserDetails } from './queries';

/**
 * The schema already refused anything but names, email and message choices, so mobile, roles and
 * POD permission can only change through ops. Message choices go through their own writer,
 * which keeps each opt-out change, in the same transaction as the names.
 */
export async function updateProfile(
  context: AppContext,
  user: CurrentUser,
  changes: ProfileUpdate,
): Promise<Profile> {
  const { language, messagesOptOut, whatsappConsent, ...details } = changes;
  const now = context.now();
  const updated = await context.db.transaction(async (tx) => {
    await setMessagePreferences(
      tx,
      user.id,
      { language, optedOut: messagesOptOut, whatsappConsent },
      'customer',
      now,
    );
    return updateUserDetails(tx, user.id, details, now);
  });
  if (!updated) throw notFound('Your profile');
  return profileOf(updated);
}
