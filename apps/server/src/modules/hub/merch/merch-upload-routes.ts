import { z } from 'zod';
import {
  BANNER_PICTURES,
  hubBannerSchema,
  hubCollectionSchema,
} from '@makers-pantry/domain/hub-merchandising';
import type { ModuleRoutes } from '../../module-routes';
import { requireOpsActor } from '../shared/hub-actor';
import { changeBannerPicture, changeCollectionTile } from './merch-service';
import { hubUploads, PHOTO_FORM, PHOTO_TERMS } from '../shared/upload-routes';
import { bannerParams, collectionParams } from '../shared/path-params';

/** Pictures of banners and collections, through the one media pipeline (decisions 030, 038). */
export const hubMerchUploadRoutes: ModuleRoutes = async (scope, context) => {
  const upload = await hubUploads(scope, context);
  requireOpsActor(scope, context);

  upload('/api/hub/banners/:bannerId/pictures/:size/', {
    form: PHOTO_FORM,
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
    answer: hubBannerSchema,
    change: (actor, { bannerId, size }, file, version) =>
      changeBannerPicture(context, actor, bannerId, size, version, file),
  });

  upload('/api/hub/collections/:collectionId/tile/', {
    form: PHOTO_FORM,
    summary: "Ops: a collection's tile picture (600 x 400, a centred crop)",
    description: `${PHOTO_TERMS}. WebP, without metadata, under /media.`,
    params: collectionParams,
    answer: hubCollectionSchema,
    change: (actor, { collectionId }, file, version) =>
      changeCollectionTile(context, actor, collectionId, version, file),
  });
};
