import {
  formatMobile,
  newUserDetailsSchema,
  OTP_MAX_WRONG_TRIES,
  OTP_VALID_MINUTES,
  type LoginRequest,
  type LoginResponse,
  type SendOtpResponse,
} from '@makers-pantry/domain/accounts';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../http/errors';
import { SmsNotSent } from '../../providers/sms/sms-sender';
import { enforce, LIMITS, limitKey } from './limits';
import { hashOtp, newOtp, otpMatches } from './otp-code';
import {
  consumeChallenge,
  countWrongTry,
  deleteOtpChallenge,
  findUserByMobile,
  insertOtpChallenge,
  insertUser,
  lockLatestChallenge,
  revokeSession,
  type NewUser,
  type OtpChallenge,
  type User,
} from './queries';
import { startSession } from './sessions';

/** Who is asking, as far as the limits and the sessions list care. */
export interface Client {
  /** `request.ip`, stored with the challenge for ops. */
  address: string;
  /** What per-address limits count under (client-address.ts). */
  addressKey: string;
  userAgent: string | undefined;
}

/**
 * Sends a fresh OTP. Limits come first, the cheapest refusal first; the 60 s wait is lifted again
 * whenever no SMS goes out, so the customer is never told to wait for a message that never came.
 */
export async function sendOtp(
  context: AppContext,
  mobile: string,
  client: Client,
): Promise<SendOtpResponse> {
  const now = context.now();
  const { limits } = context;
  await enforce(limits, LIMITS.resendWait, mobile, now);
  const resendKey = limitKey(LIMITS.resendWait, mobile);
  try {
    await enforce(limits, LIMITS.sendsPerAddress, client.addressKey, now);
    await enforce(limits, LIMITS.sendsPerNumberHour, mobile, now);
    await enforce(limits, LIMITS.sendsPerNumberDay, mobile, now);
  } catch (refusal) {
    await limits.forget(resendKey);
    throw refusal;
  }

  const otp = newOtp();
  const challengeId = await insertOtpChallenge(context.db, {
    mobile,
    codeHash: hashOtp(context.config.otpSecret, mobile, otp),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000),
    clientAddress: client.address,
  });
  try {
    await context.sms.sendOtp(mobile, otp);
  } catch (error) {
    // Never delivered, so it must not replace a code the customer may already have.
    await deleteOtpChallenge(context.db, challengeId);
    await limits.forget(resendKey);
    if (!(error instanceof SmsNotSent)) throw error;
    throw new AppError(
      'SMS_NOT_SENT',
      'We could not send the OTP right now. Please try again in a minute.',
    );
  }

  const existingUser = (await findUserByMobile(context.db, mobile)) !== undefined;
  return { detail: `OTP sent to ${formatMobile(mobile)}`, mobile, existingUser };
}

/**
 * Checks the OTP and starts a session. The whole check runs in one transaction holding the
 * challenge's row lock, so parallel guesses take turns and the 6th guess always finds it dead.
 */
export async function login(
  context: AppContext,
  request: LoginRequest,
  client: Client,
): Promise<LoginResponse> {
  const now = context.now();
  await enforce(context.limits, LIMITS.loginsPerAddress, client.addressKey, now);
  const { mobile, otp } = request;
  const known = await findUserByMobile(context.db, mobile);
  // Checked before the OTP so that a forgotten field does not cost one of the five tries.
  const account: { known: User } | { signup: NewUser } = known
    ? { known }
    : { signup: { mobile, ...newUserDetails(request) } };

  const outcome = await context.db.transaction(async (tx) => {
    const challenge = await lockLatestChallenge(tx, mobile);
    if (!challenge) return { refusal: otpNotRequested() };
    const unusable = whyUnusable(challenge, now);
    if (unusable) return { refusal: unusable };
    if (!otpMatches(context.config.otpSecret, mobile, otp, challenge.codeHash)) {
      const wrongTries = await countWrongTry(tx, challenge.id);
      return { refusal: incorrectOtp(OTP_MAX_WRONG_TRIES - wrongTries) };
    }
    await consumeChallenge(tx, challenge.id, now);
    const user = 'known' in account ? account.known : await insertUser(tx, account.signup, now);
    const token = await startSession(
      tx,
      user.id,
      now,
      client.userAgent,
      context.config.SESSION_MAX_DAYS,
    );
    return { user, token };
  });
  if ('refusal' in outcome) throw outcome.refusal;

  const { user, token } = outcome;
  return {
    mobile: user.mobile,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    token,
    roles: user.roles,
    isPodAllowed: user.isPodAllowed,
  };
}

/** Logs out this device only; the customer's other sessions stay. */
export async function logout(context: AppContext, sessionId: number): Promise<void> {
  await revokeSession(context.db, sessionId, context.now());
}

function newUserDetails(request: LoginRequest) {
  const parsed = newUserDetailsSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  throw badRequest('NEW_USER_DETAILS_NEEDED', parsed.error.issues[0]?.message ?? 'Invalid input');
}

function whyUnusable(challenge: OtpChallenge, now: Date): AppError | undefined {
  if (challenge.consumedAt)
    return badRequest(
      'OTP_ALREADY_USED',
      'This OTP has already been used. Please request a new OTP.',
    );
  if (challenge.expiresAt <= now)
    return badRequest('OTP_EXPIRED', 'This OTP has expired. Please request a new OTP.');
  if (challenge.failedAttempts >= OTP_MAX_WRONG_TRIES)
    return badRequest(
      'OTP_TOO_MANY_TRIES',
      'Too many incorrect attempts. Please request a new OTP.',
    );
  return undefined;
}

const otpNotRequested = () =>
  badRequest('OTP_NOT_REQUESTED', 'Please request an OTP for this number first.');

function incorrectOtp(triesLeft: number): AppError {
  if (triesLeft <= 0)
    return badRequest(
      'OTP_TOO_MANY_TRIES',
      'Incorrect OTP. Too many incorrect attempts. Please request a new OTP.',
    );
  return badRequest(
    'OTP_INCORRECT',
    `Incorrect OTP. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  );
}
