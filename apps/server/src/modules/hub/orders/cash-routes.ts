import {
  cashHandoverSchema,
  cashRunQuerySchema,
  cashRunSchema,
} from '@makers-pantry/domain/hub-cash';
import { cashRun, recordCashHandover } from './cash-run';
import { hubArea } from '../shared/hub-route';

/** Cash on delivery per delivery run: expected, collected, counted (decision 037). */
export const hubCashRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/orders/cash/',
    {
      summary: "Ops: a delivery run's cash: expected, collected order by order, and counted",
      description:
        'A run is a slot’s deliveries. Expected: the cash on delivery of the orders that left ' +
        'with it (cash is collected only after dispatch). Collected: recorded at the door, ' +
        'order by order. Counted: what came back to the hub. A delivered order without its ' +
        'cash recorded, and a count that differs from what was recorded, are flagged.',
      querystring: cashRunQuerySchema,
      answer: cashRunSchema,
      errors: [404],
    },
    async (request) => cashRun(context.db, request.query.slot),
  );

  hub.put(
    '/api/hub/orders/cash/',
    {
      summary: 'Ops: record the cash a run brought back, as counted at the hub',
      description:
        'Once some order of the slot has left with cash to collect. A correction sends the ' +
        "count's version; a stale one answers 409 STALE_VERSION. Kept in the audit log.",
      body: cashHandoverSchema,
      answer: cashRunSchema,
      errors: [404, 409],
    },
    async (request, actor) => recordCashHandover(context, actor, request.body),
  );
});
