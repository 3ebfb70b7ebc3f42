import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@makers-pantry/domain/catalog-enums';
import type { Executor } from '../../db/client';
import { otpChallenges, otpIssueReports, sessions, users } from '../../db/schema/accounts';
import { nextVersion } from '../../http/versions';

export type { Executor };

export type User = typeof users.$inferSelect;
export type OtpChallenge = typeof otpChallenges.$inferSelect;

// --- users ---

export async function findUserByMobile(db: Executor, mobile: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  return user;
}

export async function findUserById(db: Executor, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export interface NewUser {
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  roles?: Role[];
  isPodAllowed?: boolean;
}

/** Creates the user, or returns the one a concurrent login created a moment earlier. */
export async function insertUser(db: Executor, user: NewUser, now: Date): Promise<User> {
  const [created] = await db
    .insert(users)
    .values({ ...user, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.mobile })
    .returning();
  if (created) return created;
  const existing = await findUserByMobile(db, user.mobile);
  if (!existing) throw new Error(`user ${user.mobile} neither inserted nor found`);
  return existing;
}

export async function updateUserDetails(
  db: Executor,
  userId: number,
  changes: { firstName?: string; lastName?: string; email?: string },
  now: Date,
): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

// --- roles, given in the hub ---

/** Locks a user while a role or a store is given to them, so two grants queue. */
/**
 * The login's row, locked FOR NO KEY UPDATE: a second such lock waits (one customer's checkouts
 * are placed one after the other), while rows that only refer to the login do not.
 */
export async function lockCustomer(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function lockUser(
  tx: Executor,
  by: { id: number } | { mobile: string },
): Promise<User | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where('id' in by ? eq(users.id, by.id) : eq(users.mobile, by.mobile))
    .for('update');
  return user;
}

/** Adds a role the user does not hold yet; answers the user as it is now. */
export async function giveRole(tx: Executor, user: User, role: Role, now: Date): Promise<User> {
  if (user.roles.includes(role)) return user;
  const [after] = await tx
    .update(users)
    .set({ roles: [...user.roles, role], updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return after!;
}

/** Ops allow or refuse pay on delivery for a customer, saying why (decision 038). */
export async function setPodAllowed(
  tx: Executor,
  userId: number,
  decision: { isPodAllowed: boolean; reason: string },
  now: Date,
): Promise<User | undefined> {
  const [after] = await tx
    .update(users)
    .set({
      isPodAllowed: decision.isPodAllowed,
      podReason: decision.reason,
      podChangedAt: now,
      updatedAt: now,
      version: nextVersion(users.version),
    })
    .where(eq(users.id, userId))
    .returning();
  return after;
}

// --- OTP challenges ---

export async function insertOtpChallenge(
  db: Executor,
  challenge: {
    mobile: string;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
    clientAddress: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(otpChallenges)
    .values(challenge)
    .returning({ id: otpChallenges.id });
  if (!row) throw new Error('OTP challenge was not stored');
  return row.id;
}

export async function deleteOtpChallenge(db: Executor, id: number): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

/**
 * Only the newest code sent to a number counts. The row lock makes guesses at one challenge take
 * turns, so parallel requests cannot squeeze in more than the allowed wrong tries.
 */
export async function lockLatestChallenge(
  db: Executor,
  mobile: string,
): Promise<OtpChallenge | undefined> {
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.mobile, mobile))
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1)
    .for('update');
  return challenge;
}

/** Returns the number of wrong tries so far, this one included. */
export async function countWrongTry(db: Executor, challengeId: number): Promise<number> {
  const [row] = await db
    .update(otpChallenges)
    .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
    .where(eq(otpChallenges.id, challengeId))
    .returning({ failedAttempts: otpChallenges.failedAttempts });
  return row?.failedAttempts ?? Number.POSITIVE_INFINITY;
}

export async function consumeChallenge(db: Executor, challengeId: number, now: Date) {
  await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt)));
}

// --- sessions ---

export async function insertSession(
  db: Executor,
  session: {
    userId: number;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    userAgent: string | undefined;
  },
): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({ ...session, lastUsedAt: session.createdAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session was not stored');
  return row.id;
}

/** A session that has not been revoked and has not expired, with its user. */
const liveSessionQuery = (db: Executor) =>
  db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_session');

/**
 * Every request behind a login asks this first, so it is a named prepared statement, built once
 * per database: each pooled connection parses and plans it once (decision 080), and the query is
 * not put together again for every request.
 */
const liveSessionQueries = new WeakMap<Executor, ReturnType<typeof liveSessionQuery>>();

export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = liveSessionQuery(db)));
  const [row] = await query.execute({ tokenHash, now });
  return row;
}

export async function touchSession(db: Executor, sessionId: number, now: Date, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Executor, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

// --- OTP issue reports ---

export type NewOtpIssueReport = Omit<typeof otpIssueReports.$inferInsert, 'id' | 'resolvedAt'>;

export async function insertOtpIssueReport(
  db: Executor,
  report: NewOtpIssueReport,
): Promise<number> {
  const [row] = await db
    .insert(otpIssueReports)
    .values(report)
    .returning({ id: otpIssueReports.id });
  if (!row) throw new Error('OTP issue report was not stored');
  return row.id;
}

/** Open reports first, newest first: the ops call-back list. */
export async function listOtpIssueReports(db: Executor, limit: number) {
  return db
    .select()
    .from(otpIssueReports)
    .orderBy(sql`${otpIssueReports.resolvedAt} is not null`, desc(otpIssueReports.createdAt))
    .limit(limit);
}

/** Marks a report called back, once: a second mark keeps the first time. */
export async function resolveOtpIssueReport(db: Executor, id: number, now: Date) {
  const [row] = await db
    .update(otpIssueReports)
    .set({ resolvedAt: sql`coalesce(${otpIssueReports.resolvedAt}, ${now})` })
    .where(eq(otpIssueReports.id, id))
    .returning();
  return row;
}
