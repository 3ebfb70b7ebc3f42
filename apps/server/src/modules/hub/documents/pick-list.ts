import { PICK_STATUSES, type PickLine, type PickList } from '@makers-pantry/domain/hub-documents';
import type { Db } from '../../../db/client';
import { pickedUnitsOfSlot } from '../../orders/service';
import { slotOrNotFound, type SlotOfDocument } from './document-slot';

/**
 * The pick list of a slot: per maker, each product with the units to pick, how many orders want
 * it, and which batches to take them from (earliest best-before first), as recorded when the
 * orders took their stock. `makerId` is a seller's own maker, or the one ops chose.
 */
export async function pickListOf(
  db: Db,
  slotId: number,
  makerId: number | undefined,
): Promise<PickList> {
  const [slot, rows] = await Promise.all([
    slotOrNotFound(db, slotId),
    pickedUnitsOfSlot(db, { slotId, makerId, statuses: PICK_STATUSES }),
  ]);
  const makers = new Map<number, PickList['makers'][number] & { orderIds: Set<number> }>();
  const lines = new Map<string, PickLine & { orderIds: Set<number> }>();
  for (const row of rows) {
    let maker = makers.get(row.makerId);
    if (!maker) {
      maker = {
        id: row.makerId,
        storeName: row.storeName,
        orders: 0,
        products: [],
        orderIds: new Set(),
      };
      makers.set(row.makerId, maker);
    }
    const key = `${row.makerId}/${row.productId}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        productId: row.productId,
        name: row.name,
        packageSize: row.packageSize,
        measurementUnit: row.measurementUnit,
        quantity: 0,
        orders: 0,
        batches: [],
        orderIds: new Set(),
      };
      lines.set(key, line);
      maker.products.push(line);
    }
    line.quantity += row.quantity;
    line.batches.push({
      batchId: row.batchId,
      bestBefore: row.bestBefore,
      status: row.batchStatus,
      quantity: row.quantity,
    });
    for (const id of row.orderIds.map(Number)) {
      line.orderIds.add(id);
      maker.orderIds.add(id);
    }
  }
  return {
    slot: slotView(slot),
    makers: [...makers.values()].map(({ orderIds, products, ...maker }) => ({
      ...maker,
      orders: orderIds.size,
      products: products.map((product) => {
        const { orderIds: ofLine, ...line } = product as PickLine & { orderIds: Set<number> };
        return { ...line, orders: ofLine.size };
      }),
    })),
  };
}

export const slotView = (slot: SlotOfDocument) => ({
  id: slot.id,
  date: slot.date,
  startDatetime: slot.startAt.toISOString(),
  endDatetime: slot.endAt.toISOString(),
});
