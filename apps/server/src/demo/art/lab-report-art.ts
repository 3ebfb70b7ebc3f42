import type { LabReport } from '../lab-report-content';
import { escapeXml, FONT, svgDocument } from './svg';

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}.` : text;

/** A picture of the report's first page, for the thumbnail beside the product. */
export function labReportSvg(report: LabReport): string {
  const t = (
    x: number,
    y: number,
    size: number,
    text: string,
    fill = '#20282f',
    weight = 'normal',
  ) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(text)}</text>`;
  const rows = report.rows
    .map(([parameter, , result, limit], i) => {
      const y = 330 + i * 30;
      return [
        i % 2 ? '' : `<rect x="30" y="${y - 19}" width="540" height="30" fill="#f3f6f4"/>`,
        t(40, y, 13, cut(parameter, 30)),
        t(300, y, 13, cut(result.replace(/ \(LOQ .*\)$/, ''), 20), '#1a7340', 'bold'),
        t(470, y, 12, cut(limit, 14), '#5a646d'),
      ].join('');
    })
    .join('');
  const body = [
    `<rect width="600" height="848" fill="#ffffff"/>`,
    `<rect width="600" height="110" fill="#ecf5ee"/>`,
    t(30, 52, 26, 'CERTIFICATE OF ANALYSIS', '#1a7340', 'bold'),
    t(30, 84, 13, cut(report.laboratory, 64), '#20282f'),
    t(30, 150, 12, 'PRODUCT', '#6b747c'),
    t(30, 172, 17, cut(`${report.productName} (${report.sizeLabel})`, 40), '#20282f', 'bold'),
    t(30, 210, 12, 'MANUFACTURER', '#6b747c'),
    t(30, 232, 16, cut(report.makerName, 44), '#20282f', 'bold'),
    t(360, 210, 12, 'REPORT NO.', '#6b747c'),
    t(360, 232, 15, report.reportNumber, '#20282f', 'bold'),
    `<rect x="30" y="270" width="540" height="34" fill="#33463b"/>`,
    t(40, 293, 14, 'Parameter', '#ffffff', 'bold'),
    t(300, 293, 14, 'Result', '#ffffff', 'bold'),
    t(470, 293, 14, 'Limit', '#ffffff', 'bold'),
    rows,
    `<g transform="translate(470 760) rotate(-12)"><circle r="54" fill="none" stroke="#1a7340" stroke-width="4"/><circle r="44" fill="none" stroke="#1a7340" stroke-width="1.5"/>${t(-36, 6, 17, 'PASSED', '#1a7340', 'bold')}</g>`,
    t(30, 800, 12, `Issued ${report.reportedOn}`, '#6b747c'),
  ].join('');
  return svgDocument(600, 848, body);
}
