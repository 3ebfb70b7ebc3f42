import { RESEND_OTP_AFTER_SECONDS } from '@makers-pantry/domain/accounts';
import { useStoredValue } from '../../lib/stored-value';
import { removeStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

/**
 * What the verify screen needs from the send-OTP answer. It is kept in local storage so that a
 * reload of /login/verify/ still knows the number and whether to ask for a name.
 */
export interface OtpMessage {
  mobile: string;
  /** null when the number was never answered for (a 429 on the first try). */
  existingUser: boolean | null;
  /** When resend may be asked for (ms since epoch): a minute after the last try to send. */
  resendAt: number;
}

export const useOtpMessage = () => useStoredValue<OtpMessage | null>(STORAGE_KEYS.otpMessage, null);

export const saveOtpMessage = (message: OtpMessage) =>
  writeStored(STORAGE_KEYS.otpMessage, message);

export const forgetOtpMessage = () => removeStored(STORAGE_KEYS.otpMessage);

export const resendTimeFrom = (now: number) => now + RESEND_OTP_AFTER_SECONDS * 1000;
