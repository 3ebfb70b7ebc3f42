import { PDFDocument, rgb, StandardFonts, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { istInstant } from '@makers-pantry/domain/delivery-time';
import { fit, wrap } from '../pdf/text-fit';
import type { LabReport } from './lab-report-content';

const INK = rgb(0.13, 0.16, 0.2);
const MUTED = rgb(0.4, 0.43, 0.47);
const GREEN = rgb(0.1, 0.45, 0.25);
const RULE = rgb(0.82, 0.84, 0.86);

function field(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  x: number,
  y: number,
  name: string,
  value: string,
) {
  page.drawText(name, { x, y, size: 8, font: fonts.regular, color: MUTED });
  page.drawText(fit(value, fonts.bold, 10.5, 240), {
    x,
    y: y - 14,
    size: 10.5,
    font: fonts.bold,
    color: INK,
  });
}

/**
 * A one-page A4 certificate of analysis. Dates in the PDF's metadata come from the report, not
 * the clock, so the same report always gives the same bytes.
 */
export async function labReportPdf(report: LabReport): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const when = istInstant(report.reportedOn, '10:00:00');
  pdf.setTitle(`Test report ${report.reportNumber}: ${report.productName}`);
  pdf.setAuthor(report.laboratory);
  pdf.setProducer('Makers Pantry demo catalogue');
  pdf.setCreator('Makers Pantry');
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts = { regular, bold };
  const page = pdf.addPage([595.28, 841.89]);
  const { width } = page.getSize();
  const left = 48;

  page.drawRectangle({ x: 0, y: 770, width, height: 72, color: rgb(0.93, 0.96, 0.93) });
  page.drawText('CERTIFICATE OF ANALYSIS', { x: left, y: 808, size: 18, font: bold, color: GREEN });
  page.drawText(report.laboratory, { x: left, y: 788, size: 9.5, font: regular, color: INK });
  page.drawText(`Report no. ${report.reportNumber}`, {
    x: width - 220,
    y: 808,
    size: 10,
    font: bold,
    color: INK,
  });
  page.drawText(`Issued ${report.reportedOn}`, {
    x: width - 220,
    y: 792,
    size: 9,
    font: regular,
    color: MUTED,
  });

  field(page, fonts, left, 740, 'PRODUCT', `${report.productName} (${report.sizeLabel})`);
  field(page, fonts, 320, 740, 'MANUFACTURER', report.makerName);
  field(page, fonts, left, 700, 'BATCH', report.batchCode);
  field(page, fonts, 320, 700, 'SAMPLE RECEIVED', report.sampledOn);

  const columns = [left, 250, 330, 445];
  let y = 650;
  page.drawRectangle({
    x: left - 6,
    y: y - 6,
    width: width - 2 * left + 12,
    height: 22,
    color: rgb(0.2, 0.3, 0.25),
  });
  ['Parameter', 'Method', 'Result', 'Limit'].forEach((heading, i) =>
    page.drawText(heading, {
      x: columns[i] as number,
      y,
      size: 9.5,
      font: bold,
      color: rgb(1, 1, 1),
    }),
  );
  y -= 24;
  /** A cell of the results table: its text fitted to the column's width. */
  const cell = (
    text: string,
    column: number,
    style: { font: PDFFont; size: number; width: number; color: Color },
  ) =>
    page.drawText(fit(text, style.font, style.size, style.width), {
      x: columns[column] as number,
      y,
      size: style.size,
      font: style.font,
      color: style.color,
    });
  for (const [parameter, method, result, limit] of report.rows) {
    cell(parameter, 0, { font: regular, size: 9, width: 196, color: INK });
    cell(method, 1, { font: regular, size: 8.5, width: 76, color: MUTED });
    cell(result, 2, { font: bold, size: 8.5, width: 112, color: GREEN });
    cell(limit, 3, { font: regular, size: 8.5, width: 104, color: INK });
    page.drawLine({
      start: { x: left - 6, y: y - 7 },
      end: { x: width - left + 6, y: y - 7 },
      thickness: 0.6,
      color: RULE,
    });
    y -= 22;
  }

  y -= 16;
  page.drawText('Conclusion', { x: left, y, size: 11, font: bold, color: INK });
  for (const line of wrap(report.conclusion, regular, 9.5, width - 2 * left)) {
    y -= 14;
    page.drawText(line, { x: left, y, size: 9.5, font: regular, color: INK });
  }
  y -= 50;
  page.drawText('Authorised signatory', {
    x: width - 200,
    y,
    size: 9,
    font: regular,
    color: MUTED,
  });
  page.drawText('Dr. R. Venkatesh, Quality Manager', {
    x: width - 200,
    y: y - 14,
    size: 9.5,
    font: bold,
    color: INK,
  });
  page.drawText(
    'This report relates only to the sample tested. Demo document generated for the Makers Pantry sample catalogue.',
    { x: left, y: 40, size: 7.5, font: regular, color: MUTED },
  );
  return pdf.save({ useObjectStreams: false });
}
