import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawDocument, type DocumentJob } from './document-job';
import { documentMaker, makeDocument } from './document-maker';
import type { SlipOrder } from './packing-slips-pdf';

/**
 * The hub's documents are drawn in the document maker's process (decision 053): what comes back
 * is read with poppler's pdftotext and pdfinfo, as another reader than the one the route tests use.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'mp-documents-'));

function poppler(bytes: Buffer, name: string) {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pageText = (page: number) =>
    execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-raw', file, '-'], {
      encoding: 'utf8',
    });
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), pageText };
}

const slot = {
  id: 41,
  startAt: new Date('2026-12-20T18:00:00+05:30'),
  endAt: new Date('2026-12-20T20:00:00+05:30'),
};
const at = new Date('2026-12-20T09:30:00+05:30');
const NAMES = ['ಆಶಾ ರಾವ್', 'श्रीमती प्रिया शर्मा', 'Ravi Kumar'];

function order(index: number): SlipOrder & { status: number } {
  return {
    id: 1000 + index,
    number: `#${500 + index}`,
    storeName: "Amma's Kitchen",
    status: 50,
    address: {
      name: NAMES[index % 3]!,
      mobile: `98765${String(index).padStart(5, '0')}`,
      doorNum: `${index}`,
      buildingDetails: 'ಶ್ರೀ ಕೃಷ್ಣ ಅಪಾರ್ಟ್‌ಮೆಂಟ್ಸ್',
      road: '೧೨ನೇ ಮುಖ್ಯ ರಸ್ತೆ',
      area: 'HSR Layout',
      city: 'Bengaluru',
      pincode: '560102',
      latitude: 12.91,
      longitude: 77.64,
    },
    netPaise: 25_000,
    podToCollectPaise: index % 2 === 0 ? 25_000 : 0,
    podCollectedAt: null,
    lines: [
      {
        name: 'Thick Curd',
        packageSize: 500,
        measurementUnit: 'g',
        quantity: 2,
        pricePaise: 6_000,
      },
      {
        name: 'A2 Cow Ghee',
        packageSize: 1,
        measurementUnit: 'l',
        quantity: 1,
        pricePaise: 13_000,
      },
    ],
  };
}

describe('documents drawn in the document maker', () => {
  it('draws a 40-order manifest in another process, the same PDF as drawn here, every order on it', async () => {
    const orders = Array.from({ length: 40 }, (_, index) => order(index));
    const job: DocumentJob = { kind: 'manifest', slot, orders, at };
    const made = await makeDocument(job);
    expect(documentMaker.pid()).toBeDefined();
    expect(documentMaker.pid()).not.toBe(process.pid);
    expect(made).toEqual(Buffer.from(await drawDocument(job)));

    const pdf = poppler(made, 'manifest.pdf');
    // Seven rows of 58 points fit a landscape A4 page under the heading: 40 orders on six pages.
    expect(pdf.pages).toBe(6);
    const first = pdf.pageText(1);
    expect(first).toContain('Makers Pantry - Delivery manifest');
    expect(first).toContain('Slot 41: 20 Dec 2026, 6 PM to 8 PM');
    expect(first).toContain('#500');
    expect(first).toContain('ಆಶಾ ರಾವ್');
    expect(first).toContain('श्रीमती प्रिया शर्मा');
    expect(first).toContain('೧೨ನೇ ಮುಖ್ಯ ರಸ್ತೆ');
    expect(first).toContain('2 x Thick Curd, 500 g');
    const all = Array.from({ length: pdf.pages }, (_, page) => pdf.pageText(page + 1)).join('\n');
    for (const one of orders) expect(all).toContain(one.number);
    // Twenty of the forty collect Rs. 250 at the door.
    expect(pdf.pageText(pdf.pages)).toContain('40 orders. Cash to collect on this run: Rs. 5,000');
  });

  it('draws one packing slip a page, and a pick list, one after the other', async () => {
    const orders = [order(0), order(1), order(2)];
    const [slips, pickList] = await Promise.all([
      makeDocument({ kind: 'packing-slips', slot, orders, at }),
      makeDocument({
        kind: 'pick-list',
        at,
        list: {
          slot: {
            id: 41,
            date: '2026-12-20',
            startDatetime: slot.startAt.toISOString(),
            endDatetime: slot.endAt.toISOString(),
          },
          makers: [
            {
              id: 3,
              storeName: 'Ghani Oils',
              orders: 2,
              products: [
                {
                  productId: 9,
                  name: 'Cold Pressed Groundnut Oil',
                  packageSize: 1,
                  measurementUnit: 'l',
                  quantity: 3,
                  orders: 2,
                  batches: [
                    { batchId: 77, bestBefore: '2027-03-01', status: 'approved', quantity: 3 },
                  ],
                },
              ],
            },
          ],
        },
      }),
    ]);
    const slipPdf = poppler(slips, 'slips.pdf');
    expect(slipPdf.pages).toBe(3);
    expect(slipPdf.pageText(2)).toContain('Order #501');
    expect(slipPdf.pageText(2)).toContain('श्रीमती प्रिया शर्मा, 9876500001');
    expect(slipPdf.pageText(2)).toContain('Paid. Collect nothing.');
    expect(slipPdf.pageText(3)).toContain('Collect cash: Rs. 250');

    const list = poppler(pickList, 'pick-list.pdf');
    expect(list.pages).toBe(1);
    expect(list.pageText(1)).toContain('Ghani Oils (2 orders)');
    expect(list.pageText(1)).toContain('Cold Pressed Groundnut Oil, 1 l');
    expect(list.pageText(1)).toContain('#77');
  });

  it('refuses a document while ten wait their turn behind the one being drawn, and draws those', async () => {
    const job: DocumentJob = { kind: 'packing-slips', slot, orders: [order(0)], at };
    const asked = Array.from({ length: 12 }, () => makeDocument(job));
    const answers = await Promise.allSettled(asked);
    expect(answers.slice(0, 11).map((answer) => answer.status)).toEqual(
      Array(11).fill('fulfilled'),
    );
    expect(answers[11]).toMatchObject({
      status: 'rejected',
      reason: { code: 'DOCUMENTS_BUSY', statusCode: 503, headers: { 'retry-after': '30' } },
    });
    expect(poppler((answers[10] as PromiseFulfilledResult<Buffer>).value, 'slip.pdf').pages).toBe(
      1,
    );
  });
});
