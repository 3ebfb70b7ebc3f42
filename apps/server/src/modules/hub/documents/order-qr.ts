import encodeQR from 'qr';
import type { Sheet } from '../../../pdf/sheet';

/**
 * What an order's QR code holds: its id and nothing else, so any scanner (a phone at the door, the
 * hub's own) reads the number ops search the board by.
 */
export const orderQrText = (orderId: number) => String(orderId);

/** The order id's QR modules, true for dark, with the quiet zone a scanner needs around them. */
export const orderQrModules = (orderId: number): boolean[][] =>
  encodeQR(orderQrText(orderId), 'raw', { ecc: 'medium', border: 2 });

/**
 * Draws the order's QR code as vector squares (sharp at any printer's resolution, and no image
 * to decode) in a `size`-point square whose bottom-left corner is (x, y).
 */
export function drawOrderQr(sheet: Sheet, orderId: number, x: number, y: number, size: number) {
  const modules = orderQrModules(orderId);
  const cell = size / modules.length;
  const boxes: [number, number, number, number][] = [];
  for (const [row, cells] of modules.entries()) {
    // Runs of dark modules on a row are one rectangle: fewer drawing operators, smaller files.
    let start = -1;
    for (let column = 0; column <= cells.length; column++) {
      const dark = cells[column] === true;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        boxes.push([x + start * cell, y + size - (row + 1) * cell, (column - start) * cell, cell]);
        start = -1;
      }
    }
  }
  sheet.squares(boxes);
}
