import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: unguessable, so a fast unkeyed hash is enough to keep the table harmless. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
