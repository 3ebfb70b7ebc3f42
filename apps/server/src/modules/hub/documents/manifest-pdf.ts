import { A4, MUTED, type Sheet } from '../../../pdf/sheet';
import { drawOrderQr } from './order-qr';
import { addressLines, type SlipOrder } from './packing-slips-pdf';
import { slotSheet, type PrintedSlot } from './slot-sheet';
import { rupeeWords, sizeWords } from './slot-words';

const LANDSCAPE: [number, number] = [A4[1], A4[0]];
const ROW = 58;
/** Item lines a row has room for; the rest are counted ('and 2 more'). */
const ITEM_LINES = 3;

/**
 * The delivery manifest of a run: every order the rider takes, by area, with its QR code, where
 * it goes, its items by name (a rider checks the bag against them, not against a bare count), and the cash to collect, a box to tick and room to sign; the cash the
 * run should bring back is totalled at the end.
 */
export async function manifestPdf(
  slot: PrintedSlot,
  orders: (SlipOrder & { status: number })[],
  at: Date,
): Promise<Uint8Array> {
  const sheet = await slotSheet('Delivery manifest', slot, at, LANDSCAPE, (page) => {
    page.down(4);
    const c = columnsOf(page);
    for (const [name, x] of [
      ['#', c.number],
      ['Order', c.order],
      ['Customer', c.customer],
      ['Address', c.address],
      ['Items', c.items],
      ['Cash to collect', c.cash],
      ['Collected', c.tick],
      ['Signature', c.signature],
    ] as const)
      page.text(name, x, { size: 8, color: MUTED });
    page.down(14);
  });
  const c = columnsOf(sheet);
  if (orders.length === 0) {
    sheet.room(20);
    sheet.line('No order is packed for this run yet.', sheet.margin, { size: 11 });
  }
  let cashPaise = 0;
  for (const [index, order] of orders.entries()) {
    await sheet.breathe();
    sheet.room(ROW);
    sheet.rule();
    const top = sheet.y;
    drawOrderQr(sheet, order.id, c.qr, top - 40, 44);
    sheet.text(String(index + 1), c.number, { size: 9 });
    sheet.text(order.number, c.order, { bold: true });
    sheet.text(order.address.name, c.customer, { width: c.address - c.customer - 8 });
    sheet.y = top - 13;
    sheet.text(order.address.mobile, c.customer, { size: 9 });
    sheet.y = top;
    for (const line of addressLines(order.address).slice(0, 3)) {
      sheet.text(line, c.address, { size: 9, width: c.items - c.address - 8 });
      sheet.down(12);
    }
    sheet.y = top;
    const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
    sheet.text(units === 1 ? '1 item' : `${units} items`, c.items, { size: 9, bold: true });
    const itemsWidth = c.cash - c.items - 8;
    const shown = order.lines.length > ITEM_LINES ? ITEM_LINES - 1 : ITEM_LINES;
    for (const line of order.lines.slice(0, shown)) {
      sheet.down(11);
      sheet.text(
        `${line.quantity} x ${line.name}, ${sizeWords(line.packageSize, line.measurementUnit)}`,
        c.items,
        { size: 8, width: itemsWidth },
      );
    }
    if (order.lines.length > shown) {
      sheet.down(11);
      sheet.text(`and ${order.lines.length - shown} more`, c.items, { size: 8, color: MUTED });
    }
    sheet.y = top;
    const due = order.podCollectedAt ? 0 : order.podToCollectPaise;
    cashPaise += due;
    sheet.text(
      order.podToCollectPaise <= 0 ? 'Paid' : order.podCollectedAt ? 'Collected' : rupeeWords(due),
      c.cash,
      { bold: due > 0 },
    );
    if (due > 0) sheet.checkbox(c.tick + 12);
    sheet.y = top - ROW;
  }
  sheet.room(40);
  sheet.rule();
  const count = orders.length === 1 ? '1 order' : `${orders.length} orders`;
  sheet.line(`${count}. Cash to collect on this run: ${rupeeWords(cashPaise)}`, sheet.margin, {
    size: 12,
    bold: true,
  });
  return sheet.bytes();
}

function columnsOf(sheet: Sheet) {
  const x = sheet.margin;
  return {
    number: x,
    order: x + 22,
    qr: x + 80,
    customer: x + 136,
    address: x + 260,
    items: x + 440,
    cash: x + 610,
    tick: x + 680,
    signature: x + 720,
  };
}
