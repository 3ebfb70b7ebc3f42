import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import {
  makerOrdersQuerySchema,
  makerOrdersSchema,
  makerTicketsQuerySchema,
  makerTicketsSchema,
} from '@makers-pantry/domain/hub-maker-orders';
import type { ModuleRoutes } from '../../module-routes';
import { hubActorOf, requireHubActor } from '../shared/hub-actor';
import { makerOrders, makerTickets } from './maker-orders';

const tags = ['hub'];
const errors = errorAnswers;
const makerParams = z.object({ makerId: pathIdSchema('Maker id') });

/**
 * A maker's Orders view (issue 38 §11; decision 057): what to prepare and the tickets about its
 * products, with no customer's name, address or mobile. A seller reads its own maker's only.
 */
export const hubMakerOrderRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireHubActor(scope, context);

  app.get(
    '/api/hub/makers/:makerId/orders/',
    {
      schema: {
        tags,
        summary: 'Hub: what a maker has to prepare, by delivery day, slot and product',
        description:
          'Confirmed, packed and out-for-delivery orders of the days asked (today and the next ' +
          "two when left out), units per product per slot and per day. No customer's contact. " +
          "Another maker's answers 404 to a seller.",
        params: makerParams,
        querystring: makerOrdersQuerySchema,
        response: { 200: makerOrdersSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      makerOrders(context, hubActorOf(request), request.params.makerId, request.query),
  );

  app.get(
    '/api/hub/makers/:makerId/tickets/',
    {
      schema: {
        tags,
        summary: "Hub: the tickets customers raised about a maker's products, newest first",
        description:
          'What went wrong, with which product and delivery day, and how ops resolved it; 50 at ' +
          "most. No customer's name, address or mobile. Another maker's answers 404 to a seller.",
        params: makerParams,
        querystring: makerTicketsQuerySchema,
        response: { 200: makerTicketsSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      makerTickets(context, hubActorOf(request), request.params.makerId, request.query),
  );
};
