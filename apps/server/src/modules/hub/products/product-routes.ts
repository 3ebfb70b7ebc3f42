import {
  hubProductPageSchema,
  hubProductSchema,
  productCreateSchema,
  productEditSchema,
  productListQuerySchema,
  productRejectSchema,
  productApproveSchema,
  productVersionSchema,
  variantCreateSchema,
} from '@makers-pantry/domain/hub-products';
import { hubArea } from '../shared/hub-route';
import {
  addProduct,
  addVariant,
  approve,
  changeProductFields,
  oneProduct,
  productPage,
  reject,
  submitForReview,
} from './product-service';
import { productParams } from '../shared/path-params';

/**
 * Products in the hub (issue 25 section 3; decision 028): a maker lists a product as a draft,
 * submits it, and ops approve it (live at once) or reject it with a reason. A live product's
 * ingredient change waits for the same review. History: GET /api/hub/history/product/{id}/.
 */
export const hubProductRoutes = hubArea('sellers and ops', (hub, context) => {
  hub.get(
    '/api/hub/products/',
    {
      summary: 'Hub: products, newest first, by state, review, maker, category and words',
      description:
        "A seller sees only its own maker's products. `review=true`: what awaits ops (submitted " +
        'listings and live products with an ingredient change). 50 a page, with the count.',
      querystring: productListQuerySchema,
      answer: hubProductPageSchema,
    },
    async (request, actor) => productPage(context, actor, request.query),
  );

  hub.post(
    '/api/hub/products/',
    {
      summary: 'Hub: list a new product, as a draft (every field a product has)',
      description:
        'A seller lists for its own maker; ops and admins give `makerId`. Photos and the lab ' +
        'report are uploaded afterwards; a draft is not on sale.',
      body: productCreateSchema,
      answer: hubProductSchema,
      creates: true,
      errors: [404],
    },
    async (request, actor) => addProduct(context, actor, request.body),
  );

  hub.get(
    '/api/hub/products/:productId/',
    {
      summary: 'Hub: one product, with its review, its variants and banned-ingredient hits',
      params: productParams,
      answer: hubProductSchema,
      errors: [404],
    },
    async (request, actor) => oneProduct(context, actor, request.params.productId),
  );

  hub.patch(
    '/api/hub/products/:productId/',
    {
      summary: 'Hub: edit a product, on the version it was read at',
      description:
        'Applies at once, except the ingredients of a live product: those wait for review ' +
        '(proposedChange) while the live text stays on sale. An older version answers 409 ' +
        'STALE_VERSION.',
      params: productParams,
      body: productEditSchema,
      answer: hubProductSchema,
      errors: [404, 409],
    },
    async (request, actor) =>
      changeProductFields(context, actor, request.params.productId, request.body),
  );

  hub.post(
    '/api/hub/products/:productId/submit/',
    {
      summary: 'Hub: send a draft (or a rejected listing, fixed) for review',
      params: productParams,
      body: productVersionSchema,
      answer: hubProductSchema,
      errors: [404, 409],
    },
    async (request, actor) =>
      submitForReview(context, actor, request.params.productId, request.body.version),
  );

  hub.post(
    '/api/hub/products/:productId/approve/',
    {
      summary: 'Hub (ops): approve a submitted listing (live at once) or an ingredient change',
      description:
        'The ingredients are checked against the banned-ingredient list first: a hit answers ' +
        '409 BANNED_INGREDIENTS naming each ingredient with its function, unless ' +
        '`overrideReason` says why ops approve over it (kept in the audit log with what was ' +
        'found). Customers see the product in listings, search and its page at once, on every ' +
        'instance.',
      params: productParams,
      body: productApproveSchema,
      answer: hubProductSchema,
      errors: [404, 409],
    },
    async (request, actor) => approve(context, actor, request.params.productId, request.body),
  );

  hub.post(
    '/api/hub/products/:productId/reject/',
    {
      summary: 'Hub (ops): reject a listing or an ingredient change, with the reason',
      description:
        'A rejected listing goes back to its maker with the reason; a rejected ingredient ' +
        'change is dropped and the live text stays on sale.',
      params: productParams,
      body: productRejectSchema,
      answer: hubProductSchema,
      errors: [404, 409],
    },
    async (request, actor) =>
      reject(context, actor, request.params.productId, request.body.version, request.body.reason),
  );

  hub.post(
    '/api/hub/products/:productId/variants/',
    {
      summary: 'Hub: a new variant (another size or pack) of a product, as a draft',
      description:
        "Shares the product's text, photos and lab report; reviewed on its own. A size the " +
        'family already has answers 409 PRODUCT_VARIANT_EXISTS.',
      params: productParams,
      body: variantCreateSchema,
      answer: hubProductSchema,
      creates: true,
      errors: [404, 409],
    },
    async (request, actor) => addVariant(context, actor, request.params.productId, request.body),
  );
});
