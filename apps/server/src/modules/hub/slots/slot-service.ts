import type {
  HubSlot,
  HubSlotTemplate,
  SlotEdit,
  SlotTemplateCreate,
  SlotTemplateEdit,
} from '@makers-pantry/domain/hub-slots';
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import {
  createTemplateRow,
  editDaySlot,
  editTemplateRow,
  findSlot,
  hubSlot,
  hubTemplate,
  slotAuditFields,
  slotDay as daySlots,
  templateAuditFields,
  templateRows,
  type SlotOrders,
} from '../../delivery/service';
import { liveOrdersOfSlot, moveSlotOrdersTo, slotMoveTargets } from '../../orders/service';
import { changeWithRecord, recordChange } from '../shared/audit-log';
import type { HubActor } from '../shared/hub-actor';
import { recordOrderChange } from '../orders/order-moves';

/**
 * Slot templates and one day's slots in the hub (issue 26 section 1, decision 035). The rules and
 * the slots' rows are delivery's; moving a closed slot's orders is orders'. The hub runs each
 * change in one transaction with its audit row.
 */

export async function templateList(context: AppContext) {
  return { templates: (await templateRows(context.db)).map(hubTemplate) };
}

/** What the audit log keeps of a template's change. */
const templateRecord = (action: string) =>
  ({ objectType: 'slot_template', action, fields: templateAuditFields }) as const;

export async function createTemplate(
  context: AppContext,
  actor: HubActor,
  body: SlotTemplateCreate,
): Promise<HubSlotTemplate> {
  const done = await changeWithRecord(
    context,
    actor,
    templateRecord('created'),
    async (tx, now) => ({
      before: null,
      after: await createTemplateRow(tx, body, now),
    }),
  );
  return hubTemplate(done.after);
}

/** Edits a template on the version it was read at; only slots made after the edit follow it. */
export async function editTemplate(
  context: AppContext,
  actor: HubActor,
  id: number,
  edit: SlotTemplateEdit,
): Promise<HubSlotTemplate> {
  const done = await changeWithRecord(context, actor, templateRecord('edited'), (tx, now) =>
    editTemplateRow(tx, id, edit, now),
  );
  return hubTemplate(done.after);
}

export const slotDay = (context: AppContext, date: string) =>
  daySlots(context.db, date, context.now());

/**
 * Edits or closes one day's slot (delivery's rules). A closed slot's orders move, when ops ask,
 * each with a history entry by the operator and the note the customer sees on My Orders.
 */
export async function editSlot(
  context: AppContext,
  actor: HubActor,
  id: number,
  edit: SlotEdit,
): Promise<{ slot: HubSlot; movedOrders: number[] }> {
  const now = context.now();
  const slotOrders: SlotOrders = {
    live: async (tx, slot) => (await liveOrdersOfSlot(tx, slot.id)).length,
    moveTo: (tx, from, toId) =>
      moveSlotOrdersTo(
        tx,
        {
          from,
          toId,
          reason: edit.reason!,
          opsUserId: actor.userId,
          record: recordOrderChange(actor),
        },
        now,
      ),
  };
  return context.db.transaction(async (tx) => {
    const { before, after, movedOrders } = await editDaySlot(tx, id, edit, slotOrders);
    await recordChange(tx, actor, now, {
      objectType: 'slot',
      objectId: id,
      action: edit.isClosed === true && before.isActive ? 'closed' : 'edited',
      before: slotAuditFields(before),
      after: {
        ...slotAuditFields(after),
        ...(edit.orders ? { orders: edit.orders } : {}),
        ...(movedOrders.length > 0
          ? { movedTo: edit.moveTo, movedOrders, reason: edit.reason }
          : {}),
      },
    });
    return { slot: hubSlot(after), movedOrders };
  });
}

/** The slots a slot's orders could all move to now (issue 38 §1): the hub's 'Move to' list. */
export async function moveTargets(context: AppContext, id: number): Promise<{ slots: HubSlot[] }> {
  const from = await findSlot(context.db, id);
  if (!from) throw notFound('This slot');
  const targets = await slotMoveTargets(context.db, from, context.now());
  return { slots: targets.map(hubSlot) };
}
