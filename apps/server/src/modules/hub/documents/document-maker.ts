import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastq from 'fastq';
import { AppError } from '../../../http/errors';
import { helperProcess } from '../../../helper-process';
import type { DocumentJob } from './document-job';

/**
 * The hub's documents are drawn in a process of their own (decision 053): a 200-order manifest
 * took the shop from 123 to 205 MiB (HarfBuzz's WebAssembly memory and the fonts, pdf-lib's
 * objects, the document held whole), over its 200 MiB aim, and kept it. The shop reads the rows
 * and sends them; the child draws the PDF and answers its bytes. It is started on the first
 * document, draws one at a time, and ends when none was asked for `IDLE_MS`: a slot's pick list,
 * slips and manifest, printed one after the other, are drawn by one child with its fonts loaded.
 * The orders board is answered meanwhile: the drawing is not on the shop's thread.
 */
const IDLE_MS = 30_000;
/** A document not drawn in this long is given up (the child is ended): the request never hangs. */
const TIMEOUT_MS = 120_000;
/** Documents waiting for their turn beyond the one being drawn; more are refused (503). */
const MAX_WAITING = 10;
/**
 * The child's heap: the largest document (a 2,000-order manifest, MAX_DOCUMENT_ORDERS) with room
 * to spare; its memory is the child's, not the shop's, and goes when it ends.
 */
const CHILD_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=4'];

/**
 * The child's program: beside main.js in the build (this code is in main.js or one of its
 * chunks), or the TypeScript source run with tsx (tests, `npm run dev`).
 */
function documentMakerCommand() {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const program = path.join(path.dirname(here), 'document-maker-process.ts');
    return { args: [...CHILD_FLAGS, '--import', tsx, program] };
  }
  let dist = path.dirname(here);
  if (path.basename(dist) === 'chunks') dist = path.dirname(dist);
  return { args: [...CHILD_FLAGS, '--enable-source-maps', path.join(dist, 'document-maker.js')] };
}

type Answer = { ok: true; pdf: Uint8Array } | { ok: false; message: string };

export const documentMaker = helperProcess<DocumentJob, Answer>({
  name: 'The document maker',
  idleMs: IDLE_MS,
  timeoutMs: TIMEOUT_MS,
  command: documentMakerCommand,
});

/** The child threw while drawing (a bug): the request answers 503, the log keeps the message. */
export class DocumentNotDrawn extends Error {
  override name = 'DocumentNotDrawn';
}

const queue = fastq.promise<unknown, DocumentJob, Buffer>(async (job) => {
  const answer = await documentMaker.ask(job);
  if (!answer.ok) throw new DocumentNotDrawn(answer.message);
  return Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.length);
}, 1);

/**
 * Draws a document in the document maker's process, in turn with the others: the PDF's bytes.
 * Rejects with DOCUMENTS_BUSY when too many wait, or with the child's failure.
 */
export function makeDocument(job: DocumentJob): Promise<Buffer> {
  if (queue.length() >= MAX_WAITING)
    return Promise.reject(new AppError('DOCUMENTS_BUSY', undefined, { 'retry-after': '30' }));
  return queue.push(job);
}
