import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import {
  leadListQuerySchema,
  leadListSchema,
  leadTurnedSchema,
} from '@makers-pantry/domain/hub-leads';
import { leadTurnSchema } from '@makers-pantry/domain/hub-makers';
import type { ModuleRoutes } from '../../module-routes';
import { hubLeadList } from '../../support/service';
import { hubActorOf, requireHubActor, requireOps } from '../shared/hub-actor';
import { turnLeadIntoMaker } from '../makers/maker-onboarding';

const tags = ['hub'];
const errors = errorAnswers;

/** Seller-interest leads (the onboarding form's rows): ops list them and turn them into makers. */
export const hubLeadRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireHubActor(scope, context);

  app.get(
    '/api/hub/seller-leads/',
    {
      schema: {
        tags,
        summary: 'Hub (ops): seller-interest leads, newest first, new or turned into a maker',
        description: '50 a page, with the count the pager shows.',
        querystring: leadListQuerySchema,
        response: { 200: leadListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      requireOps(hubActorOf(request), 'see seller leads');
      return hubLeadList(context.db, request.query);
    },
  );

  app.post(
    '/api/hub/seller-leads/:leadId/turn/',
    {
      schema: {
        tags,
        summary: 'Hub (ops): turn a lead into a maker run by the person who sent it',
        description:
          "Their login gets the seller role and the new maker's store (approved, or pending " +
          'until ops approve it); the tags and about text come from the lead unless given. ' +
          'A lead is turned once (409 LEAD_ALREADY_TURNED); one login runs one store ' +
          "(409 LOGIN_RUNS_A_STORE). On the lead's version as listed (409 STALE_VERSION).",
        params: z.object({ leadId: pathIdSchema('Lead id') }),
        body: leadTurnSchema,
        response: { 201: leadTurnedSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return turnLeadIntoMaker(context, hubActorOf(request), request.params.leadId, request.body);
    },
  );
};
