import { RESEND_OTP_AFTER_SECONDS } from '@makers-pantry/domain/accounts';
import type { ErrorCode } from '@makers-pantry/domain/error-codes';
import { hitLimit } from '../../http/limit-count';
import type { LimitRule, RateLimiter } from '../../providers/rate-limit/rate-limiter';

/**
 * Every limit on the login endpoints, its '#code' and its sentence. Why these numbers:
 * docs/decisions/003-otp-limits.md. Codes starting with 2 mean 'wait a little'; codes starting
 * with 3 mean the customer may be stuck, so the login screen offers 'Report issue'.
 *
 *   #201  one OTP per number per 60 s
 *   #202  3 OTP issue reports per number per 24 h
 *   #203  10 OTP issue reports per client address per hour
 *   #204  60 login (verify) attempts per client address per hour
 *   #301  5 OTPs per number per hour
 *   #302  20 OTPs per client address per hour
 *   #303  10 OTPs per number per 24 h
 */
export interface Limit {
  /** Counter name; the number or client address is appended. */
  name: string;
  rule: LimitRule;
  /** The '#code' the customer sees. */
  shownCode: string;
  errorCode: ErrorCode;
  sentence: (wait: string) => string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  resendWait: {
    name: 'otp-resend',
    rule: { limit: 1, windowMs: RESEND_OTP_AFTER_SECONDS * 1000 },
    shownCode: '201',
    errorCode: 'OTP_RESEND_TOO_SOON',
    sentence: (wait) => `Please wait ${wait} before requesting another OTP.`,
  },
  reportsPerNumber: {
    name: 'otp-report-number',
    rule: { limit: 3, windowMs: DAY },
    shownCode: '202',
    errorCode: 'OTP_REPORTS_TOO_MANY',
    sentence: () => 'We already have your report for this number and will call you back soon.',
  },
  reportsPerAddress: {
    name: 'otp-report-address',
    rule: { limit: 10, windowMs: HOUR },
    shownCode: '203',
    errorCode: 'OTP_REPORTS_TOO_MANY',
    sentence: (wait) => `Too many reports from your network. Please try again in ${wait}.`,
  },
  loginsPerAddress: {
    name: 'login-address',
    rule: { limit: 60, windowMs: HOUR },
    shownCode: '204',
    errorCode: 'LOGIN_ATTEMPTS_TOO_MANY',
    sentence: (wait) => `Too many login attempts from your network. Please try again in ${wait}.`,
  },
  sendsPerNumberHour: {
    name: 'otp-number-hour',
    rule: { limit: 5, windowMs: HOUR },
    shownCode: '301',
    errorCode: 'OTP_LIMIT_REACHED',
    sentence: (wait) =>
      `You have requested too many OTPs for this number. Please try again in ${wait}.`,
  },
  sendsPerAddress: {
    name: 'otp-address',
    rule: { limit: 20, windowMs: HOUR },
    shownCode: '302',
    errorCode: 'OTP_LIMIT_REACHED',
    sentence: (wait) => `Too many OTP requests from your network. Please try again in ${wait}.`,
  },
  sendsPerNumberDay: {
    name: 'otp-number-day',
    rule: { limit: 10, windowMs: DAY },
    shownCode: '303',
    errorCode: 'OTP_LIMIT_REACHED',
    sentence: (wait) =>
      `You have requested too many OTPs for this number today. Please try again in ${wait}.`,
  },
} satisfies Record<string, Limit>;

export const limitKey = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

/** Counts one request against `limit`; past it, a 429 with Retry-After and the '#code'. */
export async function enforce(
  limiter: RateLimiter,
  limit: Limit,
  subject: string,
  now: Date,
): Promise<void> {
  await hitLimit(limiter, limitKey(limit, subject), limit.rule, now, (seconds) => {
    const wait = limit.rule.windowMs <= MINUTE ? plural(seconds, 'second') : roughly(seconds);
    return { code: limit.errorCode, detail: `${limit.sentence(wait)} #${limit.shownCode}` };
  });
}

/** Minutes under two hours, hours beyond: what a person can plan around. */
function roughly(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour');
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
