import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import { keepRawJsonBodies } from '../../http/body-parsers';
import { AppError, notFound } from '../../http/errors';
import {
  readMsg91Reports,
  readWhatsAppStatuses,
  secretMatches,
  whatsAppSignatureValid,
  type DeliveryReport as ProviderReport,
} from '../../providers/messages/delivery-reports';
import type { AppContext } from '../../context';
import type { ModuleRoutes } from '../module-routes';
import { recordDeliveryReport } from './delivery-reports';

const tags = ['messages'];
const REPORT_BODY_LIMIT = 256 * 1024;
const answered = z.object({ recorded: z.number().int() });

/** Moves each message a report names; 'sent' is where a message already is once the provider took it. */
async function record(context: AppContext, reports: ProviderReport[]) {
  let recorded = 0;
  for (const report of reports) {
    if (report.state === 'sent') continue;
    const moved = await recordDeliveryReport(context.db, {
      providerMessageId: report.providerMessageId,
      outcome: report.state,
      error: report.reason,
      at: context.now(),
    });
    if (moved) recorded++;
  }
  return { recorded };
}

/**
 * The providers' delivery reports (decision 059): MSG91's callback carries the shared secret in
 * its URL; WhatsApp's webhook is signed (X-Hub-Signature-256) and verified once by a GET.
 * WhatsApp signs the bytes it sent, so the raw body is kept beside the parsed one. A route whose
 * provider is not configured answers 404.
 */
export const messageReportRoutes: ModuleRoutes = async (scope, context) => {
  const rawBodyOf = keepRawJsonBodies(scope, { bodyLimit: REPORT_BODY_LIMIT, utf8Only: false });
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { config } = context;

  app.post(
    '/api/messages/reports/msg91/',
    {
      schema: {
        tags,
        summary: "MSG91's SMS delivery report callback (JSON), with the shared secret in ?secret=",
        querystring: z.object({ secret: z.string().max(200).optional() }),
        body: z.unknown(),
        response: { 200: answered, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const secret = config.MSG91_REPORT_SECRET;
      if (config.MESSAGE_SMS_PROVIDER !== 'msg91' || !secret) throw notFound('This report route');
      if (!secretMatches(request.query.secret, secret))
        throw new AppError('FORBIDDEN', 'The report secret is not the one configured.');
      return record(context, readMsg91Reports(request.body));
    },
  );

  app.get(
    '/api/messages/reports/whatsapp/',
    {
      schema: {
        tags,
        summary: "WhatsApp's webhook verification: answers hub.challenge to the right verify token",
        querystring: z.object({
          'hub.mode': z.string().max(50).optional(),
          'hub.verify_token': z.string().max(200).optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: { 200: z.string(), 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = config.WHATSAPP_VERIFY_TOKEN;
      if (!config.WHATSAPP_TOKEN || !token) throw notFound('This report route');
      const query = request.query;
      if (query['hub.mode'] !== 'subscribe' || !secretMatches(query['hub.verify_token'], token))
        throw new AppError('FORBIDDEN', 'The verify token is not the one configured.');
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/api/messages/reports/whatsapp/',
    {
      schema: {
        tags,
        summary:
          "WhatsApp's message status webhook, signed with the app secret (X-Hub-Signature-256)",
        body: z.unknown(),
        response: { 200: answered, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const appSecret = config.WHATSAPP_APP_SECRET;
      if (!config.WHATSAPP_TOKEN || !appSecret) throw notFound('This report route');
      const signature = request.headers['x-hub-signature-256'];
      if (
        !whatsAppSignatureValid(
          rawBodyOf(request),
          typeof signature === 'string' ? signature : undefined,
          appSecret,
        )
      )
        throw new AppError('BAD_SIGNATURE', 'The webhook signature is not valid.');
      return record(context, readWhatsAppStatuses(request.body));
    },
  );
};
