import type { Profile } from '@makers-pantry/domain/accounts';
import type { User } from './queries';
import type { CurrentUser } from './sessions';

/** What a customer's profile shows of a login (a request's, or a user row just written). */
export function profileOf(user: CurrentUser | User): Profile {
  return {
    id: user.id,
    mobile: user.mobile,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: user.roles,
    isPodAllowed: user.isPodAllowed,
    language: user.language,
    messagesOptOut: user.messagesOptOut,
    whatsappConsent:
      'whatsappConsent' in user ? user.whatsappConsent : user.whatsappConsentAt !== null,
  };
}
