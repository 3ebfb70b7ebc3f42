import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
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
import type { ModuleRoutes } from '../../module-routes';
import { hubActorOf, requireOpsActor } from '../shared/hub-actor';
import {
  createTemplate,
  editSlot,
  editTemplate,
  moveTargets,
  slotDay,
  templateList,
} from './slot-service';

const tags = ['hub'];
const errors = errorAnswers;
const templateParams = z.object({ templateId: pathIdSchema('Template id') });
const slotParams = z.object({ slotId: pathIdSchema('Slot id') });

/**
 * Delivery slots for ops and admins (sellers and customers 403): the week's templates the slots
 * are made from, and one day's slots, edited or closed (issue 26 section 1, decision 035).
 */
export const hubSlotRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireOpsActor(scope, context);

  app.get(
    '/api/hub/slot-templates/',
    {
      schema: {
        tags,
        summary: "Ops: the week's slot templates, by weekday and start",
        response: { 200: hubSlotTemplateListSchema, ...errors(401, 403) },
      },
    },
    async () => templateList(context),
  );

  app.post(
    '/api/hub/slot-templates/',
    {
      schema: {
        tags,
        summary: 'Ops: a new slot template',
        description:
          'Its slots are made by the next run of the slot calendar (hourly), for the days within ' +
          '`daysAhead`. Kept in the audit log.',
        body: slotTemplateCreateSchema,
        response: { 201: hubSlotTemplateSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createTemplate(context, hubActorOf(request), request.body);
    },
  );

  app.patch(
    '/api/hub/slot-templates/:templateId/',
    {
      schema: {
        tags,
        summary: 'Ops: edit a slot template on its version',
        description:
          'Only slots made after the edit follow it; a day already made is edited on its own. ' +
          'A stale version answers 409 STALE_VERSION. Kept in the audit log.',
        params: templateParams,
        body: slotTemplateEditSchema,
        response: { 200: hubSlotTemplateSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      editTemplate(context, hubActorOf(request), request.params.templateId, request.body),
  );

  app.get(
    '/api/hub/slots/',
    {
      schema: {
        tags,
        summary: "Ops: one day's slots with what is booked",
        description:
          'Scheduled windows one by one; quick delivery as one entry per area: the slot taking ' +
          'orders now (else the next), not its list of hours.',
        querystring: slotDayQuerySchema,
        response: { 200: hubSlotDaySchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => slotDay(context, request.query.date),
  );

  app.get(
    '/api/hub/slots/:slotId/move-targets/',
    {
      schema: {
        tags,
        summary: "Ops: the slots a slot's orders could all move to",
        description:
          'Open slots on its day or later, not yet started, with room for all its orders not yet ' +
          'out for delivery, of the same sort (quick or a window), reaching each address, and ' +
          'taking pay on delivery when one of them pays so. Soonest first.',
        params: slotParams,
        response: { 200: slotMoveTargetsSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => moveTargets(context, request.params.slotId),
  );

  app.patch(
    '/api/hub/slots/:slotId/',
    {
      schema: {
        tags,
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
        response: { 200: slotEditResultSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => editSlot(context, hubActorOf(request), request.params.slotId, request.body),
  );
};
