/**
 * Report files as the public API serves them: UTF-8, CSV (RFC 4180 quoting) or TSV, each fragment holding
 * at most maxRowsPerFile rows under its own header row (docs/searchads.md#reports).
 */
import type { ReportCell } from '#shared/wire/searchads.ts';

export type DownloadFormat = 'csv' | 'tsv';

export const CONTENT_TYPES: Readonly<Record<DownloadFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
};

/** RFC 4180 §2: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
function csvField(cell: ReportCell): string {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** TSV has no quoting: tabs and line breaks inside a field become spaces. */
const tsvField = (cell: ReportCell): string => String(cell).replace(/[\t\r\n]/g, ' ');

export function formatTable(
  format: DownloadFormat,
  header: readonly string[],
  rows: readonly ReportCell[][],
): string {
  const field = format === 'csv' ? csvField : tsvField;
  const separator = format === 'csv' ? ',' : '\t';
  const line = (cells: readonly ReportCell[]): string => `${cells.map(field).join(separator)}\r\n`;
  return [header, ...rows].map(line).join('');
}

/** The rows of fragment `index` (0-based); an empty report still has one fragment, its header only. */
export function fragmentRows<T>(rows: readonly T[], perFile: number, index: number): readonly T[] {
  return rows.slice(index * perFile, (index + 1) * perFile);
}

export const fragmentCount = (rowCount: number, perFile: number): number =>
  Math.max(1, Math.ceil(rowCount / perFile));
