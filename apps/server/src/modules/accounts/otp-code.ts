import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A 4-digit code from 1000 to 9999 (spec: never starting with 0), from the OS's secure source. */
export function newOtp(): string {
  return String(randomInt(1000, 10_000));
}

/**
 * Only 9,000 codes exist, so a plain or salted hash would fall to a loop in milliseconds if the
 * table leaked. A keyed HMAC (OTP_SECRET) means the table alone reveals nothing. The number is part
 * of the message so one hash cannot be replayed against another number's challenge.
 */
export function hashOtp(secret: string, mobile: string, otp: string): string {
  return createHmac('sha256', secret).update(`${mobile}:${otp}`).digest('hex');
}

/** Constant-time, so response timing does not tell a guesser how close they were. */
export function otpMatches(secret: string, mobile: string, otp: string, codeHash: string): boolean {
  const expected = Buffer.from(codeHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, mobile, otp), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
