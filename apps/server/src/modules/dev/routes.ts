import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mobileSchema } from '@makers-pantry/domain/accounts';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import { outboxMessageViewSchema } from '@makers-pantry/domain/messages';
import { notFound } from '../../http/errors';
import { messagesToMobile } from '../messages/service';
import type { ModuleRoutes } from '../module-routes';

/**
 * The last OTP (its fields at the top, as before, null when no OTP went to the number) and every
 * outbox message to the number, newest first, with its state.
 */
const outboxAnswerSchema = z.object({
  mobile: z.string(),
  message: z.string().nullable(),
  otp: z.string().nullable(),
  sentAt: z.string().nullable(),
  messages: z.array(outboxMessageViewSchema),
});

/**
 * Development helpers. The outbox exists only with the console SMS sender outside production
 * (providers/sms/open-sms-sender.ts); anywhere else these routes are simply not there (404).
 */
export const devRoutes: ModuleRoutes = async (scope, context) => {
  const outbox = context.smsOutbox;
  if (!outbox || context.config.isProduction) return;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/dev/outbox/:mobile/',
    {
      schema: {
        tags: ['dev'],
        summary:
          'The last OTP and every message to a number with its state (console sender, not in production)',
        params: z.object({ mobile: mobileSchema }),
        response: { 200: outboxAnswerSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { mobile } = request.params;
      const otp = outbox.lastTo(mobile);
      const messages = await messagesToMobile(context.db, mobile);
      if (!otp && messages.length === 0) throw notFound('A message to this number');
      return {
        mobile,
        message: otp?.message ?? null,
        otp: otp?.otp ?? null,
        sentAt: otp?.sentAt ?? null,
        messages,
      };
    },
  );
};
