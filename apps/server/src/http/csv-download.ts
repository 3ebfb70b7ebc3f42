import type { FastifyReply } from 'fastify';
import { csvRow } from '@makers-pantry/domain/support';

/** Rows ops open in a spreadsheet: far more than the shop gets in years. */
export const CSV_ROW_LIMIT = 50_000;

type Cell = string | number | null;

/**
 * Sends `rows` as a CSV attachment: a header of `columns`, then one formula-safe row each (empty
 * for null), CRLF line ends as spreadsheets expect.
 */
export function sendCsv<Row extends Record<string, Cell>>(
  reply: FastifyReply,
  filename: string,
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
) {
  const lines = [
    columns.join(','),
    ...rows.map((row) => csvRow(columns.map((column) => String(row[column] ?? '')))),
  ];
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(`${lines.join('\r\n')}\r\n`);
}
