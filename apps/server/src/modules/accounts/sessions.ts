import type { MessageLanguage } from '@makers-pantry/domain/messages';
import type { Role } from '@makers-pantry/domain/catalog-enums';
import type { AppContext } from '../../context';
import { findLiveSession, insertSession, touchSession, type Executor, type User } from './queries';
import { profileOf } from './profile';
import { hashSessionToken, newSessionToken } from './session-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session lasts this long after its last use, so a customer who shops weekly stays logged in. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/**
 * However often it is used, a session ends this many days after login (SESSION_MAX_DAYS), so a
 * token copied from a lost phone or an old log does not live for ever.
 */
export const SESSION_MAX_DAYS_DEFAULT = 90;

/** When a session used `now` ends: 30 days on, but never past its absolute end. */
export function sessionExpiry(createdAt: Date, now: Date, maxDays: number): Date {
  return new Date(
    Math.min(now.getTime() + SESSION_LIFETIME_MS, createdAt.getTime() + maxDays * DAY_MS),
  );
}
/** Last-used is written at most this often: a write per request would cost every page view. */
export const TOUCH_EVERY_MS = 60 * 1000;

/** The logged-in customer behind a request. */
export interface CurrentUser {
  id: number;
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  isPodAllowed: boolean;
  language: MessageLanguage;
  messagesOptOut: boolean;
  whatsappConsent: boolean;
  sessionId: number;
}

/** Starts a session on one device; the token is shown once, only its hash is kept. */
export async function startSession(
  db: Executor,
  userId: number,
  now: Date,
  userAgent: string | undefined,
  maxDays = SESSION_MAX_DAYS_DEFAULT,
): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await insertSession(db, {
    userId,
    tokenHash,
    createdAt: now,
    expiresAt: sessionExpiry(now, now, maxDays),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

/** The user a token belongs to, or undefined if it is unknown, expired or logged out. */
export async function authenticate(
  context: AppContext,
  token: string,
): Promise<CurrentUser | undefined> {
  const now = context.now();
  const found = await findLiveSession(context.db, hashSessionToken(token), now);
  if (!found) return undefined;
  const maxDays = context.config.SESSION_MAX_DAYS;
  // Also ends sessions started before the cap existed, or under a longer SESSION_MAX_DAYS.
  if (now.getTime() >= found.createdAt.getTime() + maxDays * DAY_MS) return undefined;
  if (now.getTime() - found.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
    await touchSession(
      context.db,
      found.sessionId,
      now,
      sessionExpiry(found.createdAt, now, maxDays),
    );
  return currentUserOf(found.user, found.sessionId);
}

/** The login behind a session: the customer's profile, with the session it came in on. */
export function currentUserOf(user: User, sessionId: number): CurrentUser {
  return { ...profileOf(user), sessionId };
}
