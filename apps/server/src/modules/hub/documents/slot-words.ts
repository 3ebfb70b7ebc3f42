import { formatRupees, paiseToRupees } from '@makers-pantry/domain/money';
import { istDayText, istTime } from '@makers-pantry/domain/delivery-time';

/** '26 Nov 2026, 6 PM to 8 PM': a slot as a printed page names it (IST). */
export const slotWords = (slot: { startAt: Date; endAt: Date }) =>
  `${istDayText(slot.startAt)}, ${istTime(slot.startAt)} to ${istTime(slot.endAt)}`;

/** 'Printed 26 Nov 2026, 5:12 PM' (IST). */
export const printedWords = (at: Date) => `Printed ${istDayText(at)}, ${istTime(at)}`;

/** '500 g', '1 l', '0.25 kg': a package size as the shelf label reads. */
export const sizeWords = (size: number, unit: string) => `${Number(size.toFixed(3))} ${unit}`;

/** 'Rs. 1,250.50' (the standard PDF fonts have no rupee sign). */
export const rupeeWords = (paise: number) =>
  formatRupees(paiseToRupees(paise)).replace('₹', 'Rs. ');
