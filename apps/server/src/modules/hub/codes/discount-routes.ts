import {
  codeCreateSchema,
  codeEditSchema,
  codeListQuerySchema,
  codeListSchema,
  codeUsesSchema,
  hubCodeSchema,
} from '@makers-pantry/domain/hub-discounts';
import { codeList, codeUses, createCode, editCode } from './discount-service';
import { hubArea } from '../shared/hub-route';
import { codeParams } from '../shared/path-params';

/** Discount codes (issue 26 section 4, decision 038): ops and admins only. */
export const hubDiscountRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/discount-codes/',
    {
      summary: 'Ops: discount codes, latest ending first, with what each is now',
      description: 'state: live, scheduled (not started), ended, used-up or paused (turned off).',
      querystring: codeListQuerySchema,
      answer: codeListSchema,
    },
    async (request) => codeList(context, request.query.state),
  );

  hub.post(
    '/api/hub/discount-codes/',
    {
      summary: 'Ops: create a discount code; checkout accepts it from its start at once',
      description:
        'Amounts in rupees; totalUses null for no limit. A code with the same letters answers ' +
        '409 DISCOUNT_CODE_EXISTS.',
      body: codeCreateSchema,
      answer: hubCodeSchema,
      creates: true,
      errors: [409],
    },
    async (request, actor) => createCode(context, actor, request.body),
  );

  hub.patch(
    '/api/hub/discount-codes/:codeId/',
    {
      summary: "Ops: edit a code's rules on the version it was read at",
      description:
        'The code itself cannot change. A total or per-customer limit below the uses already ' +
        'made answers 409 DISCOUNT_LIMIT_BELOW_USES; a stale version 409 STALE_VERSION.',
      params: codeParams,
      body: codeEditSchema,
      answer: hubCodeSchema,
      errors: [404, 409],
    },
    async (request, actor) => editCode(context, actor, request.params.codeId, request.body),
  );

  hub.get(
    '/api/hub/discount-codes/:codeId/uses/',
    {
      summary: 'Ops: a code and who used it: customer, payment and orders, when, how much',
      params: codeParams,
      answer: codeUsesSchema,
      errors: [404],
    },
    async (request) => codeUses(context, request.params.codeId),
  );
});
