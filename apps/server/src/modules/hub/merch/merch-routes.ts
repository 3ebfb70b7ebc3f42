import {
  bannerCreateSchema,
  bannerEditSchema,
  bannerListSchema,
  collectionCreateSchema,
  collectionEditSchema,
  collectionListQuerySchema,
  collectionListSchema,
  hubBannerSchema,
  hubCollectionSchema,
} from '@makers-pantry/domain/hub-merchandising';
import { shopPageListSchema, shopPageSearchSchema } from '@makers-pantry/domain/shop-pages';
import { hubArea } from '../shared/hub-route';
import {
  bannerList,
  collectionList,
  createBanner,
  createCollection,
  editBanner,
  editCollection,
  shopPagesFor,
} from './merch-service';
import { bannerParams, collectionParams } from '../shared/path-params';

const LINKED =
  'redirectUrl is a page of the shop picked from GET /api/hub/shop-pages/; a link of another shape answers 400 VALIDATION_FAILED, one to a page the shop does not have (a product or seller not on sale, a removed category or collection) 400 LINK_TO_NO_PAGE.';
const SHOWN =
  'The shop shows it while it is on (isActive), has its pictures and is inside its window ' +
  '(activeFrom..activeTo, either open). This instance shows a change at once; others within ' +
  'CATALOGUE_CACHE_SECONDS, as every public page.';

/** The home page's banners and collections (issue 26 section 4, decision 038): ops and admins. */
export const hubMerchRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/shop-pages/',
    {
      summary: "Ops: the shop's pages a banner can link to, found by name",
      description:
        'Categories, collections, products on sale, approved sellers and New products, each ' +
        'kind by name (up to 6 of each); with no words, New products and every category.',
      querystring: shopPageSearchSchema,
      answer: shopPageListSchema,
    },
    async (request) => shopPagesFor(context, request.query.q),
  );

  hub.get(
    '/api/hub/banners/',
    {
      summary: 'Ops: every banner in carousel order, with whether it shows now',
      description: 'state: showing, scheduled, ended, off or needs-pictures.',
      answer: bannerListSchema,
    },
    async () => bannerList(context),
  );

  hub.post(
    '/api/hub/banners/',
    {
      summary: 'Ops: a new banner, off until its pictures are in',
      description: `Then PUT its pictures and turn it on. ${LINKED} ${SHOWN}`,
      body: bannerCreateSchema,
      answer: hubBannerSchema,
      creates: true,
    },
    async (request, actor) => createBanner(context, actor, request.body),
  );

  hub.patch(
    '/api/hub/banners/:bannerId/',
    {
      summary: "Ops: edit a banner's name, link, position, schedule or on/off, on its version",
      description:
        `${LINKED} ${SHOWN} Turning it on without its three pictures answers 409 MERCH_NEEDS_PICTURES; ` +
        'a stale version 409 STALE_VERSION.',
      params: bannerParams,
      body: bannerEditSchema,
      answer: hubBannerSchema,
      errors: [404, 409],
    },
    async (request, actor) => editBanner(context, actor, request.params.bannerId, request.body),
  );

  hub.get(
    '/api/hub/collections/',
    {
      summary: 'Ops: collections and curations by type and position, with their products',
      description: "type: curation, madeWith, madeWithout or new_launched. state as banners'.",
      querystring: collectionListQuerySchema,
      answer: collectionListSchema,
    },
    async (request) => collectionList(context, request.query.type),
  );

  hub.post(
    '/api/hub/collections/',
    {
      summary: 'Ops: a new collection or curation, off until its tile picture is in',
      description:
        "productIds in the order the shop shows them; a 'new_launched' collection shows what " +
        `was approved in the last 30 days whatever it holds. ${SHOWN}`,
      body: collectionCreateSchema,
      answer: hubCollectionSchema,
      creates: true,
    },
    async (request, actor) => createCollection(context, actor, request.body),
  );

  hub.patch(
    '/api/hub/collections/:collectionId/',
    {
      summary: "Ops: edit a collection's name, products, position, schedule or on/off",
      description:
        `On its version (409 STALE_VERSION). productIds replaces the list. ${SHOWN} ` +
        'Turning it on without its tile answers 409 MERCH_NEEDS_PICTURES.',
      params: collectionParams,
      body: collectionEditSchema,
      answer: hubCollectionSchema,
      errors: [404, 409],
    },
    async (request, actor) =>
      editCollection(context, actor, request.params.collectionId, request.body),
  );
});
