import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { installErrorHandling } from '../../../http/errors';
import { SimulatorGateway } from '../../../providers/payments/simulator-gateway';
import { paymentRoutes } from './routes';

/** A webhook as the stand-in receiver got it: the exact bytes and the provider's headers. */
export interface ReceivedWebhook {
  rawBody: string;
  signature: string | undefined;
  eventId: string | undefined;
  contentType: string | undefined;
}

/**
 * The payments module alone, with a stand-in for the orders module's webhook route that keeps
 * what it receives, so the simulator's deliveries can be read byte for byte. `receiver: false`
 * leaves the webhook route out, as in a shop that has none yet.
 */
export async function openSimulatorApp(options: { receiver?: boolean } = {}) {
  const simulator = new SimulatorGateway();
  simulator.webhookDelayMs = 0;
  const received: ReceivedWebhook[] = [];
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  if (options.receiver !== false)
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
        done(null, body),
      );
      scope.post('/api/orders/payment/webhook/', async (request) => {
        received.push({
          rawBody: request.body as string,
          signature: request.headers['x-razorpay-signature'] as string | undefined,
          eventId: request.headers['x-razorpay-event-id'] as string | undefined,
          contentType: request.headers['content-type'],
        });
        return { ok: true };
      });
    });
  // The module reads nothing but the gateway from the context.
  await app.register(async (scope) =>
    paymentRoutes(scope, { payments: simulator } as unknown as AppContext),
  );
  await app.ready();
  return { app, simulator, received };
}
