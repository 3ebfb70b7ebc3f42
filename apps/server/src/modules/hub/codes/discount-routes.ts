import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import {
  codeCreateSchema,
  codeEditSchema,
  codeListQuerySchema,
  codeListSchema,
  codeUsesSchema,
  hubCodeSchema,
} from '@makers-pantry/domain/hub-discounts';
import type { ModuleRoutes } from '../../module-routes';
import { codeList, codeUses, createCode, editCode } from './discount-service';
import { hubActorOf, requireOpsActor } from '../shared/hub-actor';

const tags = ['hub'];
const errors = errorAnswers;
const codeParams = z.object({ codeId: pathIdSchema('Code id') });

/** Discount codes (issue 26 section 4, decision 038): ops and admins only. */
export const hubDiscountRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireOpsActor(scope, context);

  app.get(
    '/api/hub/discount-codes/',
    {
      schema: {
        tags,
        summary: 'Ops: discount codes, latest ending first, with what each is now',
        description: 'state: live, scheduled (not started), ended, used-up or paused (turned off).',
        querystring: codeListQuerySchema,
        response: { 200: codeListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => codeList(context, request.query.state),
  );

  app.post(
    '/api/hub/discount-codes/',
    {
      schema: {
        tags,
        summary: 'Ops: create a discount code; checkout accepts it from its start at once',
        description:
          'Amounts in rupees; totalUses null for no limit. A code with the same letters answers ' +
          '409 DISCOUNT_CODE_EXISTS.',
        body: codeCreateSchema,
        response: { 201: hubCodeSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createCode(context, hubActorOf(request), request.body);
    },
  );

  app.patch(
    '/api/hub/discount-codes/:codeId/',
    {
      schema: {
        tags,
        summary: "Ops: edit a code's rules on the version it was read at",
        description:
          'The code itself cannot change. A total or per-customer limit below the uses already ' +
          'made answers 409 DISCOUNT_LIMIT_BELOW_USES; a stale version 409 STALE_VERSION.',
        params: codeParams,
        body: codeEditSchema,
        response: { 200: hubCodeSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => editCode(context, hubActorOf(request), request.params.codeId, request.body),
  );

  app.get(
    '/api/hub/discount-codes/:codeId/uses/',
    {
      schema: {
        tags,
        summary: 'Ops: a code and who used it: customer, payment and orders, when, how much',
        params: codeParams,
        response: { 200: codeUsesSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => codeUses(context, request.params.codeId),
  );
};
