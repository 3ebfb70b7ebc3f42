import { readFile } from 'node:fs/promises';
import { PDFDocument, PDFName } from 'pdf-lib';
import { AppError } from '../http/errors';

/**
 * A lab report as the shop keeps it (issue 36 item 6; decision 044): not the seller's file but a
 * new PDF made of its pages, so whatever the file carried besides its pages (JavaScript run when
 * it opens, actions, embedded files, forms, the document's own outline and metadata) stays behind.
 * A page keeps what it draws (its text, pictures and fonts); its annotations (links, form fields,
 * file attachments) and its own open and close actions go.
 *
 * A file is refused unless it starts with the PDF header (after blank lines at most, as PDF readers
 * allow): an HTML page with a PDF after it (a polyglot a browser might read as either) is not a
 * lab report.
 */
const PDF_HEADER = '%PDF-';
/** PDF readers look for the header within the first 1024 bytes. */
const HEADER_WINDOW = 1024;
/** Page entries that can act rather than draw. */
const ACTING_PAGE_ENTRIES = ['Annots', 'AA'];

const notPdf = () => new AppError('LAB_REPORT_NOT_PDF');
const unreadable = () =>
  new AppError('LAB_REPORT_NOT_PDF', 'This lab report could not be read. Please try another PDF.');

/** The clean PDF of a received file, or a refusal (400) of what is not a PDF. */
export async function cleanPdf(upload: string): Promise<Uint8Array> {
  const bytes = await readFile(upload);
  const start = bytes.subarray(0, HEADER_WINDOW).indexOf(PDF_HEADER);
  if (start < 0 || /\S/.test(bytes.subarray(0, start).toString('latin1'))) throw notPdf();
  try {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const clean = await PDFDocument.create({ updateMetadata: false });
    const pages = await clean.copyPages(source, source.getPageIndices());
    if (pages.length === 0) throw unreadable();
    for (const page of pages) {
      for (const entry of ACTING_PAGE_ENTRIES) page.node.delete(PDFName.of(entry));
      clean.addPage(page);
    }
    return await clean.save();
  } catch {
    // A file PDF readers cannot take apart (no pages, broken objects) is not a report.
    throw unreadable();
  }
}
