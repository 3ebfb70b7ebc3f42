import { z } from 'zod';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import { HUB_OBJECT_TYPES, hubHistorySchema } from '@makers-pantry/domain/hub';
import { notFound } from '../../../http/errors';
import { historyOf } from '../shared/audit-log';
import { hubArea } from '../shared/hub-route';
import { makerOfObject } from '../shared/queries';

/** An object's page shows its history: every change, who made it and when. */
export const hubHistoryRoutes = hubArea('sellers and ops', (hub, context) => {
  hub.get(
    '/api/hub/history/:objectType/:objectId/',
    {
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
      answer: hubHistorySchema,
      errors: [404],
    },
    async (request, actor) => {
      const { objectType, objectId } = request.params;
      const maker = await makerOfObject(context.db, objectType, objectId);
      // An object another maker owns is not there, as far as a seller can tell.
      if (maker === undefined || (actor.makerId !== null && actor.makerId !== maker))
        throw notFound(`This ${objectType}`);
      return { history: await historyOf(context.db, objectType, objectId) };
    },
  );
});
