import {
  hubDashboardQuerySchema,
  hubDashboardSchema,
  LOW_STOCK_UNITS,
} from '@makers-pantry/domain/hub-dashboard';
import { hubDashboard } from './dashboard-service';
import { hubArea } from '../shared/hub-route';

/** The hub's home for ops (issue 26 section 4, decision 039): a day's figures at a glance. */
export const hubDashboardRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/dashboard/',
    {
      summary: "Ops: a delivery day's slots, takings and fill, and what waits for someone",
      description:
        'For the day asked for (today in Asia/Kolkata when left out): each slot, scheduled or ' +
        'quick, with its orders by state, booked against capacity and its takings (the live ' +
        'orders, prepaid and pay on delivery apart). As things stand now: products on sale ' +
        `with fewer than ${LOW_STOCK_UNITS} units on the shelf, batches near their ` +
        'best-before, confirmed tickets not yet resolved, and refunds pending or failed (as ' +
        'the refunds list counts them).',
      querystring: hubDashboardQuerySchema,
      answer: hubDashboardSchema,
    },
    async (request) => hubDashboard(context, request.query.date),
  );
});
