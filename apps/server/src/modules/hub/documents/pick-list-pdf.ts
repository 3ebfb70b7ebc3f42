import type { PickList } from '@makers-pantry/domain/hub-documents';
import { A4, MUTED } from '../../../pdf/sheet';
import { slotSheet } from './slot-sheet';
import { sizeWords } from './slot-words';

/**
 * The pick list printed: per maker, each product with the units to pick and, line by line, the
 * batch to take them from and its best-before, with a box to tick. A batch not yet approved is
 * marked, since it is not on the shelf.
 */
export async function pickListPdf(list: PickList, at: Date): Promise<Uint8Array> {
  const slot = {
    id: list.slot.id,
    startAt: new Date(list.slot.startDatetime),
    endAt: new Date(list.slot.endDatetime),
  };
  const sheet = await slotSheet('Pick list', slot, at, A4, (page) => page.down(6));
  const x = sheet.margin;
  const columns = { product: x, take: x + 300, batch: x + 345, bestBefore: x + 410, tick: x + 505 };
  if (list.makers.length === 0) {
    sheet.room(20);
    sheet.line('Nothing to pick: no confirmed order in this slot.', x, { size: 11 });
  }
  for (const maker of list.makers) {
    await sheet.breathe();
    sheet.room(60);
    const orders = maker.orders === 1 ? '1 order' : `${maker.orders} orders`;
    sheet.line(`${maker.storeName} (${orders})`, x, { size: 12, bold: true });
    sheet.text('Product', columns.product, { size: 8, color: MUTED });
    sheet.text('Take', columns.take, { size: 8, color: MUTED });
    sheet.text('Batch', columns.batch, { size: 8, color: MUTED });
    sheet.text('Best before', columns.bestBefore, { size: 8, color: MUTED });
    sheet.line('Done', columns.tick, { size: 8, color: MUTED });
    for (const product of maker.products) {
      sheet.room(16 * (product.batches.length + 1));
      sheet.rule();
      const wanted = product.orders === 1 ? '1 order' : `${product.orders} orders`;
      sheet.text(
        `${product.name}, ${sizeWords(product.packageSize, product.measurementUnit)}`,
        columns.product,
        {
          bold: true,
          width: 290,
        },
      );
      sheet.line(`${product.quantity} in all, ${wanted}`, columns.take, { size: 9, color: MUTED });
      for (const batch of product.batches) {
        sheet.text(String(batch.quantity), columns.take, { bold: true });
        sheet.text(`#${batch.batchId}`, columns.batch);
        sheet.text(batch.bestBefore ?? 'not given', columns.bestBefore);
        if (batch.status !== 'approved')
          sheet.text(`batch ${batch.status}, not on the shelf yet`, columns.product + 12, {
            size: 8,
            color: MUTED,
          });
        sheet.checkbox(columns.tick + 4);
        sheet.down(14);
      }
    }
    sheet.down(10);
  }
  return sheet.bytes();
}
