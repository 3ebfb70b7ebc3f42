import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { AppError } from '../http/errors';
import type { MediaShelf } from '../providers/media-store/media-store';
import { cleanPdf } from './clean-pdf';
import { inTurn } from './decode-queue';
import { PDF_PAGE_WORKER } from './pdf-page-worker';
import {
  forgetMedia,
  LAB_REPORT_PAGE,
  largestOf,
  mediaUrl,
  storeVariants,
  type RawPicture,
  type StoredMedia,
} from './variants';

/**
 * A maker's lab report (issue 25 section 3; decisions 004, 030 and 044): a PDF, kept as a clean PDF
 * made again of its pages (`clean-pdf.ts`: a report that ran JavaScript when opened was served
 * byte for byte), beside its first page drawn as the picture the product page shows before the
 * PDF is opened.
 */

/** PDF readers look for the header within the first 1024 bytes; so do we. */
const HEADER_WINDOW = 1024;
const PDF_HEADER = Buffer.from('%PDF-');
/** The page is drawn at twice the shown size and scaled down, so small print stays legible. */
const DRAWN_SCALE = 2;
/** A one-page certificate draws in well under a second; a document still drawing after this is refused. */
const RENDER_TIME_LIMIT_MS = 20_000;

const notPdf = () => new AppError('LAB_REPORT_NOT_PDF');
const unreadable = () =>
  new AppError('LAB_REPORT_NOT_PDF', 'This lab report could not be read. Please try another PDF.');

/** Whether the file starts as a PDF does (its magic bytes), whatever its name or declared type. */
async function looksLikePdf(upload: string): Promise<boolean> {
  const file = await open(upload, 'r');
  try {
    const head = Buffer.alloc(HEADER_WINDOW);
    const { bytesRead } = await file.read(head, 0, HEADER_WINDOW, 0);
    return head.subarray(0, bytesRead).includes(PDF_HEADER);
  } finally {
    await file.close();
  }
}

const pdfium = () => createRequire(import.meta.url).resolve('@hyzyla/pdfium');

/** Draws the PDF's first page in a worker of its own, fitted inside the box, on white. */
function drawFirstPage(
  upload: string,
  box: { width: number; height: number },
  timeLimitMs: number,
) {
  return new Promise<RawPicture>((resolve, reject) => {
    const worker = new Worker(PDF_PAGE_WORKER, {
      eval: true,
      workerData: { library: pdfium(), file: upload, maxWidth: box.width, maxHeight: box.height },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(unreadable())), timeLimitMs);
    worker.once(
      'message',
      (answer: { ok: boolean; width?: number; height?: number; data?: Uint8Array }) =>
        settle(() =>
          answer.ok && answer.data && answer.width && answer.height
            ? resolve({
                data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.length),
                info: { width: answer.width, height: answer.height, channels: 4 },
              })
            : reject(unreadable()),
        ),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', () => settle(() => reject(unreadable())));
  });
}

/**
 * The first page as the product page's picture: drawn in turn with every other decode, then
 * placed on a white page of the shown size, as the seed's drawn reports are.
 */
async function reportPage(upload: string, timeLimitMs: number): Promise<RawPicture> {
  const shown = largestOf(LAB_REPORT_PAGE);
  const drawn = await inTurn(() =>
    drawFirstPage(
      upload,
      { width: shown.width * DRAWN_SCALE, height: shown.height * DRAWN_SCALE },
      timeLimitMs,
    ),
  );
  const { data, info } = await sharp(drawn.data, { raw: drawn.info })
    .resize(shown.width, shown.height, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** A stored lab report: the PDF's URL and its page picture's, and every file stored for them. */
export interface StoredReport {
  document: string;
  image: string;
  stored: StoredMedia;
}

/**
 * Checks a received file is a PDF that can be drawn, then stores it and its page picture under
 * `folder` of the store's public files. Nothing is stored for a refused file.
 */
export async function storeLabReport(
  shelf: MediaShelf,
  folder: string,
  upload: string,
  { renderTimeLimitMs = RENDER_TIME_LIMIT_MS } = {},
): Promise<StoredReport> {
  if (!(await looksLikePdf(upload))) throw notPdf();
  // What is kept is the PDF made again of its pages, without scripts, actions, files or forms.
  const clean = await cleanPdf(upload);
  const page = await reportPage(upload, renderTimeLimitMs);
  const stored = await storeVariants(shelf, folder, page, LAB_REPORT_PAGE);
  try {
    const key = `${folder}/${randomUUID()}.pdf`;
    await shelf.put(key, Buffer.from(clean), 'application/pdf');
    stored.keys.push(key);
    return { document: mediaUrl(key), image: stored.urls.preview!, stored };
  } catch (error) {
    await forgetMedia(shelf, stored);
    throw error;
  }
}
