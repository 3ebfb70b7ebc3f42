import {
  hubSlotDaySchema,
  hubSlotTemplateListSchema,
  hubSlotTemplateSchema,
  slotDayQuerySchema,
  slotEditResultSchema,
  slotEditSchema,
  slotMoveTargetsSchema,
  slotTemplateCreateSchema,
  slotTemplateEditSchema,
} from '@makers-pantry/domain/hub-slots';
import { hubArea } from '../shared/hub-route';
import {
  createTemplate,
  editSlot,
  editTemplate,
  moveTargets,
  slotDay,
  templateList,
} from './slot-service';
import { slotParams, templateParams } from '../shared/path-params';

/**
 * Delivery slots for ops and admins (sellers and customers 403): the week's templates the slots
 * are made from, and one day's slots, edited or closed (issue 26 section 1, decision 035).
 */
export const hubSlotRoutes = hubArea('ops', (hub, context) => {
  hub.get(
    '/api/hub/slot-templates/',
    {
      summary: "Ops: the week's slot templates, by weekday and start",
      answer: hubSlotTemplateListSchema,
    },
    async () => templateList(context),
  );

  hub.post(
    '/api/hub/slot-templates/',
    {
      summary: 'Ops: a new slot template',
      description:
        'Its slots are made by the next run of the slot calendar (hourly), for the days within ' +
        '`daysAhead`. Kept in the audit log.',
      body: slotTemplateCreateSchema,
      answer: hubSlotTemplateSchema,
      creates: true,
    },
    async (request, actor) => createTemplate(context, actor, request.body),
  );

  hub.patch(
    '/api/hub/slot-templates/:templateId/',
    {
      summary: 'Ops: edit a slot template on its version',
      description:
        'Only slots made after the edit follow it; a day already made is edited on its own. ' +
        'A stale version answers 409 STALE_VERSION. Kept in the audit log.',
      params: templateParams,
      body: slotTemplateEditSchema,
      answer: hubSlotTemplateSchema,
      errors: [404, 409],
    },
    async (request, actor) => editTemplate(context, actor, request.params.templateId, request.body),
  );

  hub.get(
    '/api/hub/slots/',
    {
      summary: "Ops: one day's slots with what is booked",
      description:
        'Scheduled windows one by one; quick delivery as one entry per area: the slot taking ' +
        'orders now (else the next), not its list of hours.',
      querystring: slotDayQuerySchema,
      answer: hubSlotDaySchema,
    },
    async (request) => slotDay(context, request.query.date),
  );

  hub.get(
    '/api/hub/slots/:slotId/move-targets/',
    {
      summary: "Ops: the slots a slot's orders could all move to",
      description:
        'Open slots on its day or later, not yet started, with room for all its orders not yet ' +
        'out for delivery, of the same sort (quick or a window), reaching each address, and ' +
        'taking pay on delivery when one of them pays so. Soonest first.',
      params: slotParams,
      answer: slotMoveTargetsSchema,
      errors: [404],
    },
    async (request) => moveTargets(context, request.params.slotId),
  );

  hub.patch(
    '/api/hub/slots/:slotId/',
    {
      summary: "Ops: edit or close one day's slot",
      description:
        'The capacity never goes below what is booked (409 SLOT_BELOW_BOOKED, with the count). ' +
        'Closing a slot with orders not yet out for delivery needs `orders`: `keep` (delivered ' +
        'in it as planned) or `move` with `moveTo` and `reason`: a slot that takes every order ' +
        '(see move-targets; else 409 SLOT_MOVE_NOT_POSSIBLE with the reason). Each moved order ' +
        'gets a history entry by the operator, from where to where and why, and a note the ' +
        'customer reads on My Orders. Without `orders`: 409 SLOT_HAS_ORDERS.',
      params: slotParams,
      body: slotEditSchema,
      answer: slotEditResultSchema,
      errors: [404, 409],
    },
    async (request, actor) => editSlot(context, actor, request.params.slotId, request.body),
  );
});
