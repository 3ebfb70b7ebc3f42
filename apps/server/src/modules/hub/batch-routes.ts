import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';
import { sellerChoiceSchema, sellerProductBatchesSchema } from '@makers-pantry/domain/hub';
import type { ModuleRoutes } from '../module-routes';
import { hubActorOf, requireHubActor } from './hub-actor';
import { approvedMakers } from './queries';

const tags = ['hub'];
const security = [{ token: [] }];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));

/** The batch page (spec sections 2, 3 and 7): the seller picker, batches, inwarding, approval. */
export const hubBatchRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireHubActor(scope, context);

  app.get(
    '/api/hub/batches/seller-product-batches/:sellers/',
    {
      schema: {
        tags,
        security,
        summary: "Hub: the batch page's seller picker (approvedSellers)",
        description:
          "`sellers` is 'ALL' or the chosen makers' ids joined by commas. A seller is shown only " +
          'its own maker, whatever it asks for.',
        params: z.object({ sellers: sellerChoiceSchema }),
        response: { 200: sellerProductBatchesSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = hubActorOf(request);
      return { approvedSellers: await approvedMakers(context.db, actor.makerId) };
    },
  );
};
