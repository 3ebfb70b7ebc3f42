import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender';

/**
 * A gateway failure is an operator's problem before it is a customer's: log a warning with the
 * reason every time. The code itself never reaches the log, even if an adapter's error quotes the
 * message it tried to send.
 */
export function warnOnSmsFailure(
  sender: SmsSender,
  log: Pick<FastifyBaseLogger, 'warn'>,
): SmsSender {
  return {
    async sendOtp(mobile, otp) {
      try {
        await sender.sendOtp(mobile, otp);
      } catch (error) {
        const plain = error as { name?: unknown; message?: unknown };
        const reason = String(plain?.message ?? error).replaceAll(otp, '<code>');
        log.warn({ reason, errorType: String(plain?.name ?? typeof error) }, 'SMS not sent');
        throw error;
      }
    },
  };
}
