import {
  leadListQuerySchema,
  leadListSchema,
  leadTurnedSchema,
} from '@makers-pantry/domain/hub-leads';
import { leadTurnSchema } from '@makers-pantry/domain/hub-makers';
import { hubLeadList } from '../../support/service';
import { requireOps } from '../shared/hub-actor';
import { hubArea } from '../shared/hub-route';
import { turnLeadIntoMaker } from '../makers/maker-onboarding';
import { leadParams } from '../shared/path-params';

/** Seller-interest leads (the onboarding form's rows): ops list them and turn them into makers. */
export const hubLeadRoutes = hubArea('sellers and ops', (hub, context) => {
  hub.get(
    '/api/hub/seller-leads/',
    {
      summary: 'Hub (ops): seller-interest leads, newest first, new or turned into a maker',
      description: '50 a page, with the count the pager shows.',
      querystring: leadListQuerySchema,
      answer: leadListSchema,
    },
    async (request, actor) => {
      requireOps(actor, 'see seller leads');
      return hubLeadList(context.db, request.query);
    },
  );

  hub.post(
    '/api/hub/seller-leads/:leadId/turn/',
    {
      summary: 'Hub (ops): turn a lead into a maker run by the person who sent it',
      description:
        "Their login gets the seller role and the new maker's store (approved, or pending " +
        'until ops approve it); the tags and about text come from the lead unless given. ' +
        'A lead is turned once (409 LEAD_ALREADY_TURNED); one login runs one store ' +
        "(409 LOGIN_RUNS_A_STORE). On the lead's version as listed (409 STALE_VERSION).",
      params: leadParams,
      body: leadTurnSchema,
      answer: leadTurnedSchema,
      creates: true,
      errors: [404, 409],
    },
    async (request, actor) =>
      turnLeadIntoMaker(context, actor, request.params.leadId, request.body),
  );
});
