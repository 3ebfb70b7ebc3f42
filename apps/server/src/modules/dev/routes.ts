import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mobileSchema } from '@makers-pantry/domain/accounts';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import { notFound } from '../../http/errors';
import type { ModuleRoutes } from '../module-routes';

const outboxMessageSchema = z.object({
  mobile: z.string(),
  message: z.string(),
  otp: z.string(),
  sentAt: z.string(),
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
        summary: 'The last SMS sent to a number (console sender, not in production)',
        params: z.object({ mobile: mobileSchema }),
        response: { 200: outboxMessageSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const message = outbox.lastTo(request.params.mobile);
      if (!message) throw notFound('A message to this number');
      return message;
    },
  );
};
