import { z } from 'zod';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import {
  customerFindQuerySchema,
  hubCustomerSchema,
  podDecisionSchema,
} from '@makers-pantry/domain/hub-customers';
import type { ModuleRoutes } from '../../module-routes';
import { customerById, customerByMobile, decidePod } from './customer-service';
import { hubScope } from '../shared/hub-route';

const customerParams = z.object({ userId: pathIdSchema('Customer id') });

/** Customers (issue 26 section 4): ops and admins only; sellers and customers get 403. */
export const hubCustomerRoutes: ModuleRoutes = async (scope, context) => {
  const hub = hubScope(scope, context, 'ops');

  hub.get(
    '/api/hub/customers/',
    {
      summary: 'Ops: find a customer by mobile, with their orders, tickets and credit',
      description: 'No account with that mobile answers 404 ACCOUNT_NOT_FOUND.',
      querystring: customerFindQuerySchema,
      answer: hubCustomerSchema,
      errors: [400, 401, 403, 404],
    },
    async (request) => customerByMobile(context, request.query.mobile),
  );

  hub.get(
    '/api/hub/customers/:userId/',
    {
      summary: 'Ops: one customer, with their orders, tickets and credit',
      params: customerParams,
      answer: hubCustomerSchema,
      errors: [400, 401, 403, 404],
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
      errors: [400, 401, 403, 404],
    },
    async (request, actor) => decidePod(context, actor, request.params.userId, request.body),
  );
};
