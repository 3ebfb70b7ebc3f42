import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import {
  SELLER_LEAD_COLUMNS,
  sellerLeadRequestSchema,
  sellerLeadSchema,
} from '@makers-pantry/domain/support';
import { currentUser, requireLogin } from '../../http/auth';
import { CSV_ROW_LIMIT, sendCsv } from '../../http/csv-download';
import { limitHubRequests } from '../../http/login-limit';
import { loggedInRoutes, type ModuleRoutes } from '../module-routes';
import { insertSellerLead, listSellerLeads } from './lead-queries';

const tags = ['support'];
const errors = errorAnswers;

/** Seller onboarding: a customer's interest form. */
export const sellerLeadRoutes = loggedInRoutes((app, context) => {
  app.post(
    '/api/support/seller-leads/',
    {
      schema: {
        tags,
        summary: 'A maker asks to sell with us (the onboarding form)',
        body: sellerLeadRequestSchema,
        response: { 201: sellerLeadSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lead = await insertSellerLead(context.db, {
        ...request.body,
        userId: user.id,
        firstName: user.firstName,
        mobile: user.mobile,
        createdAt: context.now(),
      });
      return reply.code(201).send(lead);
    },
  );
});

/** Seller onboarding: the requests as a CSV for ops to call back from (the hub pages them). */
export const sellerLeadOpsRoutes: ModuleRoutes = async (scope, context) => {
  requireLogin(scope, context, 'ops');
  limitHubRequests(scope, context);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/hub/seller-leads.csv',
    {
      schema: {
        tags: ['hub'],
        summary: 'Ops: seller-interest requests as a CSV download',
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors(401, 403) },
      },
    },
    async (_request, reply) =>
      sendCsv(
        reply,
        'seller-leads.csv',
        SELLER_LEAD_COLUMNS,
        await listSellerLeads(context.db, CSV_ROW_LIMIT),
      ),
  );
};
