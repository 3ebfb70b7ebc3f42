import {
  customerFindQuerySchema,
  hubCustomerSchema,
  podDecisionSchema,
} from '@makers-pantry/domain/hub-customers';
import { customerById, customerByMobile, decidePod } from './customer-service';
import { hubArea } from '../shared/hub-route';
import { customerParams } from '../shared/path-params';

/** Customers (issue 26 section 4): ops and admins only; sellers and customers get 403. */
export const hubCustomerRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/customers/',
    {
      summary: 'Ops: find a customer by mobile, with their orders, tickets and credit',
      description: 'No account with that mobile answers 404 ACCOUNT_NOT_FOUND.',
      querystring: customerFindQuerySchema,
      answer: hubCustomerSchema,
      errors: [404],
    },
    async (request) => customerByMobile(context, request.query.mobile),
  );

  hub.get(
    '/api/hub/customers/:userId/',
    {
      summary: 'Ops: one customer, with their orders, tickets and credit',
      params: customerParams,
      answer: hubCustomerSchema,
      errors: [404],
    },
    async (request) => customerById(context, request.params.userId),
  );

  hub.put(
    '/api/hub/customers/:userId/pod/',
    {
      summary: 'Ops: allow or refuse pay on delivery for a customer, with a reason',
      description:
        "Checkout offers or refuses pay on delivery from the customer's next request. The " +
        "reason is kept on the customer's record and in the audit log " +
        '(`GET /api/hub/history/user/{id}/`).',
      params: customerParams,
      body: podDecisionSchema,
      answer: hubCustomerSchema,
      errors: [404],
    },
    async (request, actor) => decidePod(context, actor, request.params.userId, request.body),
  );
});
