import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  packingSlipQuerySchema,
  pickListSchema,
  slotDocumentQuerySchema,
} from '@makers-pantry/domain/hub-documents';
import { AppError, errorForLog, notFound } from '../../../http/errors';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import type { HubActor } from '../shared/hub-actor';
import { hubArea } from '../shared/hub-route';
import { pickListOf } from './pick-list';
import type { DocumentJob } from './document-job';
import { makeDocument } from './document-maker';
import { manifestJob, packingSlipsJob, pickListJob } from './slot-documents';

/**
 * A seller picks its own maker's orders (and may print its pick list, which names no customer);
 * asking for another maker's answers 404. Ops and admins choose any maker, or all.
 */
function makerFor(actor: HubActor, asked: number | undefined): number | undefined {
  if (actor.makerId === null) return asked;
  if (asked !== undefined && asked !== actor.makerId) throw notFound('This maker');
  return actor.makerId;
}

/**
 * Slips and manifests carry customers' names, numbers and addresses: ops and admins only, then
 * the slot's orders as the query names them.
 */
const forOpsOnly =
  <Query>(job: (db: Db, query: Query, now: Date) => Promise<DocumentJob>, context: AppContext) =>
  async (actor: HubActor, query: Query) => {
    if (actor.role === 'seller') throw new AppError('FORBIDDEN');
    return job(context.db, query, context.now());
  };

/**
 * Draws the document in the document maker's process (decision 053) and sends it. If that process
 * failed (it died, or took too long), the request answers 503 DOCUMENT_NOT_MADE at once, the log
 * says why, and the next document starts a new process.
 */
async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  filename: string,
  job: DocumentJob,
) {
  let pdf: Buffer;
  try {
    pdf = await makeDocument(job);
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.error(
      { err: errorForLog(error), route: request.routeOptions.url },
      'a document was not made',
    );
    throw new AppError('DOCUMENT_NOT_MADE');
  }
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .send(pdf);
}

/** Picking and packing documents of a slot (issue 26 section 2, decision 037). */
export const hubDocumentRoutes = hubArea('sellers and ops', (hub, context) => {
  hub.get(
    '/api/hub/orders/pick-list/',
    {
      summary: "Hub: a slot's pick list: per maker, products, units, and which batches to take",
      description:
        'The confirmed orders of the slot (not yet packed), per maker and product, with the ' +
        'batches their units were taken from (earliest best-before first). A seller gets its ' +
        "own maker's; ops and admins any maker's, or all.",
      querystring: slotDocumentQuerySchema,
      answer: pickListSchema,
      errors: [404],
    },
    async (request, actor) => {
      const maker = makerFor(actor, request.query.maker);
      return pickListOf(context.db, request.query.slot, maker);
    },
  );

  /** A slot's document as a PDF to print: drawn by the document maker, named by its slot. */
  const pdf = <Query extends z.ZodType<{ slot: number }>>(
    name: string,
    route: { summary: string; description?: string; querystring: Query },
    job: (actor: HubActor, query: z.output<Query>) => Promise<DocumentJob>,
  ) =>
    hub.get(
      `/api/hub/documents/${name}.pdf`,
      {
        ...route,
        produces: ['application/pdf'],
        answer: z.string().describe('The PDF'),
        errors: [404, 503],
      },
      async (request, actor, reply) => {
        const query = request.query as z.output<Query>;
        const made = await job(actor, query);
        return sendDocument(request, reply, `${name}-slot-${query.slot}.pdf`, made);
      },
    );

  pdf(
    'pick-list',
    {
      summary: 'Hub: the pick list of a slot as a PDF to print',
      querystring: slotDocumentQuerySchema,
    },
    async (actor, query) =>
      pickListJob(context.db, query.slot, makerFor(actor, query.maker), context.now()),
  );

  pdf(
    'packing-slips',
    {
      summary: "Ops: packing slips of a slot's orders as a PDF, one A5 page each",
      description:
        'Each slip: the order id large and as a QR code, the slot, the maker, the delivery ' +
        'address and number, the items, the total and the cash to collect. The slot’s orders ' +
        'being picked or packed, or the orders named.',
      querystring: packingSlipQuerySchema,
    },
    forOpsOnly(packingSlipsJob, context),
  );

  pdf(
    'manifest',
    {
      summary: "Ops: a slot's delivery manifest as a PDF: the run's orders and cash to collect",
      description:
        'The orders packed for the slot or out for delivery, by area: QR code, customer, ' +
        'address, items, cash to collect with a box to tick and room to sign, and the cash the ' +
        'run should bring back.',
      querystring: slotDocumentQuerySchema,
    },
    forOpsOnly(manifestJob, context),
  );
});
