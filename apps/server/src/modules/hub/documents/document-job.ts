import type { PickList } from '@makers-pantry/domain/hub-documents';
import { manifestPdf } from './manifest-pdf';
import { packingSlipsPdf, type SlipOrder } from './packing-slips-pdf';
import { pickListPdf } from './pick-list-pdf';

/** The slot a slip or a manifest is headed with. */
export interface DocumentSlot {
  id: number;
  startAt: Date;
  endAt: Date;
}

/**
 * One document to print, with every row it shows, as plain data: the shop reads the rows from the
 * database and the document maker's process draws them (`document-maker.ts`). `at` is the shop's
 * clock, printed on the page.
 */
export type DocumentJob =
  | { kind: 'pick-list'; list: PickList; at: Date }
  | { kind: 'packing-slips'; slot: DocumentSlot; orders: SlipOrder[]; at: Date }
  | {
      kind: 'manifest';
      slot: DocumentSlot;
      orders: (SlipOrder & { status: number })[];
      at: Date;
    };

/** Draws a document: the PDF's bytes. */
export function drawDocument(job: DocumentJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'pick-list':
      return pickListPdf(job.list, job.at);
    case 'packing-slips':
      return packingSlipsPdf(job.slot, job.orders, job.at);
    case 'manifest':
      return manifestPdf(job.slot, job.orders, job.at);
  }
}
