// For the hub: seller-interest leads, listed with their state and turned into makers.
export { hubLeadList, hubLeadOf, lockLead, markLeadTurned, type LeadRow } from './lead-queries';
// For the hub: the ticket queue and resolving a ticket (decision 029).
export { ticketForOps, ticketsForOps } from './ticket-queue';
export { resolveTicket, type RecordTicketChange, type TicketChange } from './ticket-service';
// For the hub: Today's open tickets, a customer's, an order's and a maker's tickets, and whether a
// ticket or lead exists (its history).
export {
  leadExists,
  openTicketsFigure,
  type OpenTicketsFigure,
  ticketExists,
  ticketsAboutMaker,
  ticketsOfCustomer,
  ticketsOfOrder,
} from './tickets-for-hub';
// My Orders' tickets under each order, handed to orders from modules/routes.ts (decision 071).
export { ticketsByOrder } from './ticket-answers';
