import { z } from 'zod';
import { sellerChoiceSchema, versionSchema } from '@makers-pantry/domain/hub';
import {
  approvedSellersSchema,
  batchCreateSchema,
  batchEditSchema,
  batchCorrectionSchema,
  batchListQuerySchema,
  batchOrdersSchema,
  batchPageSchema,
  batchRecallSchema,
  batchRecalledSchema,
  batchWriteOffSchema,
  batchReceiveSchema,
  batchRejectSchema,
  batchVersionSchema,
  creatablePageSchema,
  creatableQuerySchema,
  hubBatchSchema,
} from '@makers-pantry/domain/hub-batches';
import {
  approveAfterCheck,
  batchPage,
  creatablePage,
  deleteBatch,
  editBatch,
  markReceived,
  oneBatch,
  planBatch,
  rejectAfterCheck,
  sellersToPick,
} from './batch-service';
import { batchOrders, correctCount, recall, writeOff } from './batch-corrections';
import { hubArea } from '../shared/hub-route';
import { batchParams } from '../shared/path-params';

/** The makers the batch page and the chooser read: 'ALL', or their ids joined by commas. */
const sellersParams = z.object({ sellers: sellerChoiceSchema });

/**
 * The batch page (decision 026): the seller picker, the batches list,
 * planning, inwarding and the quality check. Sellers plan their own maker's batches; the hub
 * (ops, admins) receives and checks them.
 */
export const hubBatchRoutes = hubArea('sellers and ops', (hub, context) => {
  hub.get(
    '/api/hub/batches/seller-product-batches/:sellers/',
    {
      summary: 'Hub: the batch page: the batches list of the chosen makers',
      description:
        "`sellers` is 'ALL' or the chosen makers' ids joined by commas. A seller sees only its " +
        'own maker, whatever it asks for. The list sorts, filters and pages by the query (50 a ' +
        'page). The seller picker and the products that can take a new batch have their own ' +
        'calls (approved-sellers, creatable-products).',
      params: sellersParams,
      querystring: batchListQuerySchema,
      answer: batchPageSchema,
    },
    async (request, actor) => batchPage(context, actor, request.params.sellers, request.query),
  );

  hub.get(
    '/api/hub/batches/approved-sellers/',
    {
      summary: "Hub: the seller picker's makers, by store name",
      description: 'Every approved maker for ops and admins; a seller gets only its own.',
      answer: approvedSellersSchema,
    },
    async (_request, actor) => sellersToPick(context, actor),
  );

  hub.get(
    '/api/hub/batches/creatable-products/:sellers/',
    {
      summary: 'Hub: products of the chosen makers that can take a new batch, by name, paged',
      description:
        '`sellers` as for the batch page. `q` keeps products with these words in the name; ' +
        "50 a page, with the count. A seller gets only its own maker's products.",
      params: sellersParams,
      querystring: creatableQuerySchema,
      answer: creatablePageSchema,
    },
    async (request, actor) => creatablePage(context, actor, request.params.sellers, request.query),
  );

  hub.post(
    '/api/hub/batches/',
    {
      summary: 'Hub: plan a batch of a product (quantity, expected at the hub, best-before)',
      body: batchCreateSchema,
      answer: hubBatchSchema,
      creates: true,
      errors: [404, 409],
    },
    async (request, actor) => planBatch(context, actor, request.body),
  );

  hub.get(
    '/api/hub/batches/:batchId/',
    {
      summary: 'Hub: one batch',
      params: batchParams,
      answer: hubBatchSchema,
      errors: [404],
    },
    async (request, actor) => oneBatch(context, actor, request.params.batchId),
  );

  hub.patch(
    '/api/hub/batches/:batchId/',
    {
      summary: 'Hub: change a planned batch (quantity, dates), on the version it was read at',
      description:
        'The quantity can never go below what orders have already taken (409 ' +
        'BATCH_BELOW_ORDERED); an edit of an older version answers 409 STALE_VERSION.',
      params: batchParams,
      body: batchEditSchema,
      answer: hubBatchSchema,
      errors: [404, 409],
    },
    async (request, actor) => editBatch(context, actor, request.params.batchId, request.body),
  );

  hub.delete(
    '/api/hub/batches/:batchId/',
    {
      summary: 'Hub: delete a planned batch nothing was ordered from',
      params: batchParams,
      querystring: z.strictObject({
        version: z
          .string()
          .regex(/^\d{1,10}$/, { error: 'The version must be a whole number.' })
          .transform(Number)
          .pipe(versionSchema),
      }),
      answer: z.object({ deleted: z.literal(true) }),
      errors: [404, 409],
    },
    async (request, actor) => {
      await deleteBatch(context, actor, request.params.batchId, request.query.version);
      return { deleted: true as const };
    },
  );

  hub.post(
    '/api/hub/batches/:batchId/receive/',
    {
      summary: 'Hub (ops): mark a planned batch received, with the quantity that arrived',
      description:
        'Short or over the plan: what arrived becomes the quantity, the plan is kept. Never ' +
        'below what preorders already took (409). Who received it and when are stored. A ' +
        'photo of the delivery follows with PUT api/hub/batches/{batchId}/receipt-photo/.',
      params: batchParams,
      body: batchReceiveSchema,
      answer: hubBatchSchema,
      errors: [404, 409],
    },
    async (request, actor) => markReceived(context, actor, request.params.batchId, request.body),
  );

  hub.post(
    '/api/hub/batches/:batchId/approve/',
    {
      summary: 'Hub (ops): the quality check passed; the batch is stock in hand at once',
      params: batchParams,
      body: batchVersionSchema,
      answer: hubBatchSchema,
      errors: [404, 409],
    },
    async (request, actor) =>
      approveAfterCheck(context, actor, request.params.batchId, request.body.version),
  );

  hub.post(
    '/api/hub/batches/:batchId/reject/',
    {
      summary: 'Hub (ops): the quality check failed, with the reason; the batch never sells',
      params: batchParams,
      body: batchRejectSchema,
      answer: hubBatchSchema,
      errors: [404, 409],
    },
    async (request, actor) =>
      rejectAfterCheck(
        context,
        actor,
        request.params.batchId,
        request.body.version,
        request.body.reason,
      ),
  );

  hub.post(
    '/api/hub/batches/:batchId/corrections/',
    {
      summary:
        "Hub (ops): correct an approved batch's count: units found, damaged or expired early",
      description:
        'Found adds units; damaged and expired early take them off what is left. Never more than ' +
        'is left: what orders took stays theirs (409 BATCH_BELOW_ORDERED with the counts). On ' +
        "the version read (409 STALE_VERSION); audited with the reason; the product's stock " +
        'follows at once.',
      params: batchParams,
      body: batchCorrectionSchema,
      answer: hubBatchSchema,
      errors: [404, 409],
    },
    async (request, actor) => correctCount(context, actor, request.params.batchId, request.body),
  );

  hub.post(
    '/api/hub/batches/:batchId/write-off/',
    {
      summary: 'Hub (ops): write off what is left of an approved batch (damaged, expired early)',
      description:
        'The batch stops selling for good and keeps its count as the record. On the version ' +
        'read (409 STALE_VERSION); audited with the reason.',
      params: batchParams,
      body: batchWriteOffSchema,
      answer: hubBatchSchema,
      errors: [404, 409],
    },
    async (request, actor) => writeOff(context, actor, request.params.batchId, request.body),
  );

  hub.get(
    '/api/hub/batches/:batchId/orders/',
    {
      summary: 'Hub (ops): the orders that took units of a batch, with the customer to call',
      params: batchParams,
      answer: batchOrdersSchema,
      errors: [404],
    },
    async (request, actor) => batchOrders(context, actor, request.params.batchId),
  );

  hub.post(
    '/api/hub/batches/:batchId/recall/',
    {
      summary: 'Hub (ops): recall a batch: stop selling it at once and list who has it',
      description:
        'From approved, written off or expired. Every order that took units of it (and did not ' +
        'give them back) gets an internal note for ops to call the customer; the answer lists ' +
        'them. On the version read (409 STALE_VERSION); audited on the batch and each order.',
      params: batchParams,
      body: batchRecallSchema,
      answer: batchRecalledSchema,
      errors: [404, 409],
    },
    async (request, actor) => recall(context, actor, request.params.batchId, request.body),
  );
});
