import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import { HUB_OBJECT_TYPES, hubHistorySchema } from '@makers-pantry/domain/hub';
import { notFound } from '../../../http/errors';
import type { ModuleRoutes } from '../../module-routes';
import { historyOf } from '../shared/audit-log';
import { hubActorOf, requireHubActor } from '../shared/hub-actor';
import { makerOfObject } from '../shared/queries';

const errors = errorAnswers;

/** An object's page shows its history: every change, who made it and when. */
export const hubHistoryRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireHubActor(scope, context);

  app.get(
    '/api/hub/history/:objectType/:objectId/',
    {
      schema: {
        tags: ['hub'],
        summary:
          'Hub: the changes made to a maker, product, batch, order, slot, lead, user, discount code, ticket, banner, collection or known location, newest first',
        description:
          'Append-only: who (and in which role), what, the changed fields before and after, when. ' +
          "A seller reads only its own maker's objects; another maker's, and the shop's own " +
          '(slots, leads, users, codes, tickets, known locations), answer 404.',
        params: z.object({
          objectType: z.enum(HUB_OBJECT_TYPES, {
            error: `The object type must be one of ${HUB_OBJECT_TYPES.join(', ')}.`,
          }),
          objectId: pathIdSchema('Object id'),
        }),
        response: { 200: hubHistorySchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = hubActorOf(request);
      const { objectType, objectId } = request.params;
      const maker = await makerOfObject(context.db, objectType, objectId);
      // An object another maker owns is not there, as far as a seller can tell.
      if (maker === undefined || (actor.makerId !== null && actor.makerId !== maker))
        throw notFound(`This ${objectType}`);
      return { history: await historyOf(context.db, objectType, objectId) };
    },
  );
};
