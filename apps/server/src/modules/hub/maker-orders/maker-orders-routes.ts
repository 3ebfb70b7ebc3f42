import {
  makerOrdersQuerySchema,
  makerOrdersSchema,
  makerTicketsQuerySchema,
  makerTicketsSchema,
} from '@makers-pantry/domain/hub-maker-orders';
import { hubArea } from '../shared/hub-route';
import { makerOrders, makerTickets } from './maker-orders';
import { makerParams } from '../shared/path-params';

/**
 * A maker's Orders view (issue 38 §11; decision 057): what to prepare and the tickets about its
 * products, with no customer's name, address or mobile. A seller reads its own maker's only.
 */
export const hubMakerOrderRoutes = hubArea('sellers and ops', (hub, context) => {
  hub.get(
    '/api/hub/makers/:makerId/orders/',
    {
      summary: 'Hub: what a maker has to prepare, by delivery day, slot and product',
      description:
        'Confirmed, packed and out-for-delivery orders of the days asked (today and the next ' +
        "two when left out), units per product per slot and per day. No customer's contact. " +
        "Another maker's answers 404 to a seller.",
      params: makerParams,
      querystring: makerOrdersQuerySchema,
      answer: makerOrdersSchema,
      errors: [404],
    },
    async (request, actor) => makerOrders(context, actor, request.params.makerId, request.query),
  );

  hub.get(
    '/api/hub/makers/:makerId/tickets/',
    {
      summary: "Hub: the tickets customers raised about a maker's products, newest first",
      description:
        'What went wrong, with which product and delivery day, and how ops resolved it; 50 at ' +
        "most. No customer's name, address or mobile. Another maker's answers 404 to a seller.",
      params: makerParams,
      querystring: makerTicketsQuerySchema,
      answer: makerTicketsSchema,
      errors: [404],
    },
    async (request, actor) => makerTickets(context, actor, request.params.makerId, request.query),
  );
});
