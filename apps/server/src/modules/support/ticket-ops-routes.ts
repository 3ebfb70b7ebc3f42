import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import {
  hubTicketPageSchema,
  hubTicketQuerySchema,
  hubTicketSchema,
  ticketResolvedSchema,
} from '@makers-pantry/domain/support';
import { requireLogin } from '../../http/auth';
import { limitHubRequests } from '../../http/login-limit';
import type { ModuleRoutes } from '../module-routes';
import { ticketForOps, ticketsForOps } from './ticket-queue';
import { AppError } from '../../http/errors';
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
        description:
          'Each with its private photos (URLs that answer ops and the owner only), the order and ' +
          "item it names (with the credit that line has already earned), and the customer's " +
          'history: orders placed, tickets raised, credit they may spend. Drafts are not listed.',
        querystring: hubTicketQuerySchema,
        response: { 200: hubTicketPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await ticketsForOps(context.db, { ...request.query, limit: PAGE + 1 });
      const page = rows.slice(0, PAGE);
      return { tickets: page, next: rows.length > PAGE ? page.at(-1)!.id : null };
    },
  );

  app.get(
    '/api/hub/tickets/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Ops: one confirmed ticket as the queue shows it (a draft is not found)',
        params: z.object({ id: pathIdSchema('Ticket id') }),
        response: { 200: hubTicketSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ticket = await ticketForOps(context.db, request.params.id);
      if (!ticket) throw new AppError('NOT_FOUND', 'This ticket was not found.');
      return ticket;
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
