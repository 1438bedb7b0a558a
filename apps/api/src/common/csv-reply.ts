import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

type Cell = string | number | boolean | null | undefined | readonly unknown[];

// A text cell starting like a formula would run as one in a spreadsheet (CSV injection): a leading
// apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: Cell): string | number | boolean {
  if (Array.isArray(value)) return cellText(value.join(' '));
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return value as string | number | boolean;
}

/** A header row of `columns`, then `rows`, every text cell safe to open in a spreadsheet. */
export function csvText(columns: readonly string[], rows: Cell[][]): string {
  return stringify(
    rows.map((row) => row.map(cellText)),
    { header: true, columns: [...columns] },
  );
}

/** Answers a spreadsheet-ready download. */
export function sendCsv(reply: FastifyReply, filename: string, columns: readonly string[], rows: Cell[][]) {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(
      stringify(
        rows.map((row) => row.map(cellText)),
        { header: true, columns: [...columns] },
      ),
    );
}
