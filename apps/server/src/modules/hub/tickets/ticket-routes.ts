import {
  hubTicketPageSchema,
  hubTicketQuerySchema,
  hubTicketSchema,
  ticketResolvedSchema,
  ticketResolveRequestSchema,
} from '@makers-pantry/domain/support';
import { AppError } from '../../../http/errors';
import {
  resolveTicket,
  ticketForOps,
  ticketsForOps,
  type RecordTicketChange,
} from '../../support/service';
import { recordChange, type AuditActor } from '../shared/audit-log';
import { hubArea } from '../shared/hub-route';
import { ticketParams } from '../shared/path-params';

const PAGE = 50;

/** A resolution's changes (the ticket, a replacement order) go in the audit log, in its transaction. */
const recordTicketChange =
  (actor: AuditActor): RecordTicketChange =>
  (tx, at, change) =>
    recordChange(tx, actor, at, change);

/** Ops and admins work through customers' confirmed tickets and resolve them (decision 029). */
export const hubTicketRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/tickets/',
    {
      summary: 'Ops: confirmed tickets, newest first, open or resolved, 50 a page',
      description:
        'Each with its private photos (URLs that answer ops and the owner only), the order and ' +
        "item it names (with the credit that line has already earned), the customer's " +
        'history (orders placed, tickets raised, credit they may spend) and, once resolved, ' +
        'how. Drafts are not listed.',
      querystring: hubTicketQuerySchema,
      answer: hubTicketPageSchema,
    },
    async (request) => {
      const rows = await ticketsForOps(context.db, { ...request.query, limit: PAGE + 1 });
      const page = rows.slice(0, PAGE);
      return { tickets: page, next: rows.length > PAGE ? page.at(-1)!.id : null };
    },
  );

  hub.get(
    '/api/hub/tickets/:id/',
    {
      summary: 'Ops: one confirmed ticket as the queue shows it (a draft is not found)',
      params: ticketParams,
      answer: hubTicketSchema,
      errors: [404],
    },
    async (request) => {
      const ticket = await ticketForOps(context.db, request.params.id);
      if (!ticket) throw new AppError('NOT_FOUND', 'This ticket was not found.');
      return ticket;
    },
  );

  hub.post(
    '/api/hub/tickets/:id/resolve/',
    {
      summary: 'Ops: resolve a ticket as REPLACEMENT, DISCOUNT or NOTHING, with a note',
      description:
        'Ops choose the outcome, whatever the customer asked for; the note is what the ' +
        'customer reads on Help and My Orders. DISCOUNT gives credit of what was paid for the ' +
        'units reported, never more in all for the item than it was paid for, however many ' +
        'tickets name it. REPLACEMENT places a ₹0 order for those units in the next open slot ' +
        'that reaches the customer, taking stock (earliest best-before first); without stock ' +
        'or a slot it answers 409 and nothing changes. Both only for an item the customer ' +
        "received (409 ITEM_NOT_RECEIVED: cancel the order to refund it), and the item's " +
        'refund, credit and replacements together never more than it was paid for (a ' +
        'replacement past that answers 409 ITEM_ALREADY_MADE_GOOD). A ticket resolves once: the second ' +
        'resolve answers 409 TICKET_ALREADY_RESOLVED; an open ticket changed since the ' +
        'version sent answers 409 STALE_VERSION. Every resolution is in the audit log.',
      params: ticketParams,
      body: ticketResolveRequestSchema,
      answer: ticketResolvedSchema,
      errors: [404, 409],
    },
    async (request, actor) => {
      return resolveTicket(context, request.params.id, request.body, {
        userId: actor.userId,
        record: recordTicketChange(actor),
      });
    },
  );
});
