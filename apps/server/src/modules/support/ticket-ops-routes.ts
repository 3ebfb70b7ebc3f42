import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import {
  hubTicketPageSchema,
  hubTicketQuerySchema,
  ticketResolvedSchema,
} from '@makers-pantry/domain/support';
import { requireLogin } from '../../http/auth';
import { limitHubRequests } from '../../http/login-limit';
import type { ModuleRoutes } from '../module-routes';
import { ticketsForOps } from './ticket-queries';
import { resolveTicket } from './ticket-service';

const tags = ['hub'];
const security = [{ token: [] }];
const errors = errorAnswers;
const PAGE = 50;

/** Ops work through customers' confirmed tickets and resolve them. */
export const ticketOpsRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireLogin(scope, context, 'ops');
  limitHubRequests(scope, context);

  app.get(
    '/api/hub/tickets/',
    {
      schema: {
        tags,
        security,
        summary: 'Ops: confirmed tickets, newest first, open or resolved, 50 a page',
        querystring: hubTicketQuerySchema,
        response: { 200: hubTicketPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await ticketsForOps(context.db, { ...request.query, limit: PAGE + 1 });
      const page = rows.slice(0, PAGE);
      return {
        tickets: page.map((row) => ({
          ...row,
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
          status: row.status as 'open' | 'resolved',
          imageCount: Number(row.imageCount),
        })),
        next: rows.length > PAGE ? page.at(-1)!.id : null,
      };
    },
  );

  app.post(
    '/api/hub/tickets/:id/resolve/',
    {
      schema: {
        tags,
        security,
        summary: "Ops: resolve a ticket; a DISCOUNT resolution becomes the customer's credit",
        params: z.object({ id: pathIdSchema('Ticket id') }),
        response: { 200: ticketResolvedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resolveTicket(context, request.params.id),
  );
};
