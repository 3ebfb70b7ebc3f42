import type { AddressSnapshot } from '../../orders/service';
import { A5, MUTED, Sheet } from '../../../pdf/sheet';
import { drawOrderQr } from './order-qr';
import { printedWords, rupeeWords, sizeWords, slotWords } from './slot-words';

export interface SlipOrder {
  id: number;
  /** The customer's number for it ('#11', '#11-2'), printed; the QR holds the id. */
  number: string;
  storeName: string;
  address: AddressSnapshot;
  /** The order's share of what the customer pays. */
  netPaise: number;
  /** Cash to collect at the door; 0 for a paid order. */
  podToCollectPaise: number;
  podCollectedAt: Date | null;
  lines: {
    name: string;
    packageSize: number;
    measurementUnit: string;
    quantity: number;
    pricePaise: number;
  }[];
}

/** The address as a label reads, line by line. */
export const addressLines = (address: AddressSnapshot) =>
  [
    [address.doorNum, address.buildingDetails].filter(Boolean).join(', '),
    address.road,
    [address.area, `${address.city} ${address.pincode}`.trim()].filter(Boolean).join(', '),
  ].filter((line) => line.trim() !== '');

/** What the person at the door does about money, in one line. */
export function cashWords(order: { podToCollectPaise: number; podCollectedAt: Date | null }) {
  if (order.podToCollectPaise <= 0) return 'Paid. Collect nothing.';
  if (order.podCollectedAt)
    return `Cash of ${rupeeWords(order.podToCollectPaise)} already collected.`;
  return `Collect cash: ${rupeeWords(order.podToCollectPaise)}`;
}

/**
 * One A5 packing slip per order, to go in its bag: the order id large and as a QR code, the
 * slot, where it goes, what is in it, and the cash to collect.
 */
export async function packingSlipsPdf(
  slot: { id: number; startAt: Date; endAt: Date },
  orders: SlipOrder[],
  at: Date,
): Promise<Uint8Array> {
  const sheet = await Sheet.create({
    title: `Packing slips, ${slotWords(slot)}`,
    at,
    size: A5,
    margin: 28,
    heading: () => {},
  });
  const x = sheet.margin;
  if (orders.length === 0) {
    sheet.room(20);
    sheet.line('No order to pack in this slot.', x, { size: 11 });
  }
  for (const order of orders) {
    await sheet.breathe();
    sheet.newPage();
    const qrSize = 84;
    drawOrderQr(sheet, order.id, sheet.width - x - qrSize, sheet.y - qrSize + 12, qrSize);
    // A line moves down by its own height after it is written, so the large number needs room for
    // its capitals above its baseline: without it they touched the title's descenders.
    sheet.line('Makers Pantry - Packing slip', x, { size: 9, color: MUTED });
    sheet.down(12);
    sheet.line(`Order ${order.number}`, x, {
      size: 20,
      bold: true,
      width: sheet.inner - qrSize - 8,
    });
    sheet.line(slotWords(slot), x, { size: 10 });
    sheet.line(`From ${order.storeName}`, x, { size: 10, width: sheet.inner - qrSize - 8 });
    sheet.down(14);

    sheet.line('Deliver to', x, { size: 8, color: MUTED });
    sheet.down(3);
    sheet.line(`${order.address.name}, ${order.address.mobile}`, x, { size: 12, bold: true });
    for (const line of addressLines(order.address))
      sheet.paragraph(line, x, sheet.inner, { size: 10 });
    sheet.down(8);

    sheet.text('Qty', x, { size: 8, color: MUTED });
    sheet.text('Item', x + 32, { size: 8, color: MUTED });
    sheet.line('Amount', x + sheet.inner - 70, { size: 8, color: MUTED });
    // The column heads are smaller than the rows: room so the first row and its rule clear them.
    sheet.down(3);
    for (const line of order.lines) {
      if (sheet.y < sheet.margin + 60) {
        sheet.newPage();
        sheet.line(`Order ${order.number} (continued)`, x, { size: 12, bold: true });
      }
      sheet.rule();
      sheet.text(String(line.quantity), x, { bold: true });
      sheet.text(`${line.name}, ${sizeWords(line.packageSize, line.measurementUnit)}`, x + 32, {
        width: sheet.inner - 110,
      });
      sheet.line(rupeeWords(line.pricePaise * line.quantity), x + sheet.inner - 70);
    }
    sheet.rule();
    sheet.line(`Order total: ${rupeeWords(order.netPaise)}`, x + sheet.inner - 170, { size: 10 });
    sheet.down(6);
    sheet.line(cashWords(order), x, { size: 14, bold: true });
    sheet.line(printedWords(at), x, { size: 7, color: MUTED });
  }
  return sheet.bytes();
}
