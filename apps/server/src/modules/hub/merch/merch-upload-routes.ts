import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import {
  BANNER_PICTURES,
  hubBannerSchema,
  hubCollectionSchema,
} from '@makers-pantry/domain/hub-merchandising';
import { acceptUploads, uploadRoute } from '../../../media/upload-form';
import type { ModuleRoutes } from '../../module-routes';
import { hubActorOf, requireOpsActor } from '../shared/hub-actor';
import { changeBannerPicture, changeCollectionTile } from './merch-service';
import { PHOTO_FORM, PHOTO_TERMS, withUpload } from '../shared/upload-routes';
import { bannerParams, collectionParams } from '../shared/path-params';

const tags = ['hub'];
const consumes = ['multipart/form-data'];
const uploadErrors = errorAnswers(400, 401, 403, 404, 409, 413, 415);

/** Pictures of banners and collections, through the one media pipeline (decisions 030, 038). */
export const hubMerchUploadRoutes: ModuleRoutes = async (scope, context) => {
  await acceptUploads(scope, PHOTO_FORM);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireOpsActor(scope, context);
  const uploadRoot = context.config.privateUploadDir;

  app.put(
    '/api/hub/banners/:bannerId/pictures/:size/',
    {
      ...uploadRoute(PHOTO_FORM),
      schema: {
        tags,
        consumes,
        summary: "Ops: a banner's pictures: one large image cut to the three sizes, or one size",
        description:
          `${PHOTO_TERMS}. 'all' makes large (1600 x 340), medium (1000 x 280) and small ` +
          '(600 x 240), each a centred crop of the whole picture; large, medium or small ' +
          'replaces that one (a picture drawn for it). WebP, without metadata, under /media.',
        params: bannerParams.extend({
          size: z.enum(BANNER_PICTURES, {
            error: "The size is 'all', 'large', 'medium' or 'small'.",
          }),
        }),
        response: { 200: hubBannerSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const actor = hubActorOf(request);
      const { bannerId, size } = request.params;
      return withUpload(request, uploadRoot, PHOTO_FORM, (upload, version) =>
        changeBannerPicture(context, actor, bannerId, size, version, upload),
      );
    },
  );

  app.put(
    '/api/hub/collections/:collectionId/tile/',
    {
      ...uploadRoute(PHOTO_FORM),
      schema: {
        tags,
        consumes,
        summary: "Ops: a collection's tile picture (600 x 400, a centred crop)",
        description: `${PHOTO_TERMS}. WebP, without metadata, under /media.`,
        params: collectionParams,
        response: { 200: hubCollectionSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const actor = hubActorOf(request);
      return withUpload(request, uploadRoot, PHOTO_FORM, (upload, version) =>
        changeCollectionTile(context, actor, request.params.collectionId, version, upload),
      );
    },
  );
};
