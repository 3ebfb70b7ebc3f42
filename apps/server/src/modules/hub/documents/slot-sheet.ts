import { MUTED, Sheet } from '../../../pdf/sheet';
import { printedWords, slotWords } from './slot-words';

/** The slot a printed document is for. */
export interface PrintedSlot {
  id: number;
  startAt: Date;
  endAt: Date;
}

/**
 * A slot's printed document, titled by what it is and its slot; every page starts with the shop
 * and what it is, the slot, and when it was printed, then what the document adds (its columns).
 */
export const slotSheet = (
  what: string,
  slot: PrintedSlot,
  at: Date,
  size: [number, number],
  heading: (page: Sheet) => void,
) =>
  Sheet.create({
    title: `${what}, ${slotWords(slot)}`,
    at,
    size,
    heading: (page) => {
      page.line(`Makers Pantry - ${what}`, page.margin, { size: 16, bold: true });
      page.line(`Slot ${slot.id}: ${slotWords(slot)}`, page.margin, { size: 11 });
      page.line(printedWords(at), page.margin, { size: 8, color: MUTED });
      heading(page);
    },
  });
