import type { Profile, ProfileUpdate } from '@makers-pantry/domain/accounts';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { updateUserDetails, type User } from './queries';

export function profileOf(user: CurrentUser | User): Profile {
  return {
    id: user.id,
    mobile: user.mobile,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: user.roles,
    isPodAllowed: user.isPodAllowed,
  };
}

/**
 * The schema already refused anything but names and email, so mobile, roles and POD permission
 * can only change through ops.
 */
export async function updateProfile(
  context: AppContext,
  user: CurrentUser,
  changes: ProfileUpdate,
): Promise<Profile> {
  const updated = await updateUserDetails(context.db, user.id, changes, context.now());
  if (!updated) throw notFound('Your profile');
  return profileOf(updated);
}
