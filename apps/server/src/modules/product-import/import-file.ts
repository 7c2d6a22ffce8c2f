import { productImportMaxRows } from '@mise/contract/lite/product-import';
import { CsvError, parse } from 'csv-parse/sync';
import { fileTypeFromBuffer } from 'file-type';
import { readSheet } from 'read-excel-file/node';
import { AppError } from '../../http/errors.ts';

/** A data row as text cells, with the line of the file it starts on (the header is line 1). */
export type SheetRow = { line: number; cells: string[] };
export type Sheet = { columns: string[]; rows: SheetRow[] };

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const unsupported = () =>
  new AppError(415, 'The file must be a CSV (UTF-8 text) or an XLSX workbook', {
    file: 'messages.unsupported_file',
  });
const unreadable = (message: string, key: string) => new AppError(422, message, { file: key });

/** Reads a CSV or XLSX upload, trusting only its bytes: a zip must be a workbook, text must be UTF-8. */
export async function readSheetFile(buffer: Buffer): Promise<Sheet> {
  const detected = await fileTypeFromBuffer(buffer);
  let table: { line: number; cells: string[] }[];
  if (detected?.mime === xlsxMime) table = await readWorkbook(buffer);
  else if (detected || buffer.includes(0)) throw unsupported();
  else table = readCsv(decodeUtf8(buffer));

  const [header, ...rows] = table.filter((row) => row.cells.some((cell) => cell !== ''));
  if (!header || rows.length === 0) {
    throw unreadable('The file has no header row and data rows', 'messages.import_file_empty');
  }
  if (rows.length > productImportMaxRows) {
    throw unreadable(`The file has more than ${productImportMaxRows} rows`, 'messages.import_too_many_rows');
  }
  const width = Math.max(header.cells.length, ...rows.map((row) => row.cells.length));
  const columns = Array.from({ length: width }, (_, index) => header.cells[index]?.trim() || `#${index + 1}`);
  return { columns, rows: rows.map((row) => ({ line: row.line, cells: padTo(row.cells, width) })) };
}

function decodeUtf8(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    throw unreadable('The CSV file is not UTF-8 text', 'messages.import_not_utf8');
  }
}

/** Excel in many locales saves CSV with semicolons: take whichever separator the header row uses most. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(text: string) {
  try {
    const records = parse(text, {
      delimiter: detectDelimiter(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    // `lines` is where a record ends; quoted cells may span lines, so count back to where it starts.
    return records.map(({ record, info }) => ({
      line: info.lines - record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0),
      cells: record.map((cell) => cell.trim()),
    }));
  } catch (error) {
    if (error instanceof CsvError) {
      throw unreadable(`The CSV file cannot be read: ${error.message}`, 'messages.import_csv_broken');
    }
    throw error;
  }
}

async function readWorkbook(buffer: Buffer) {
  let data: unknown[][];
  try {
    data = await readSheet(buffer);
  } catch {
    throw unreadable('The workbook cannot be read', 'messages.import_xlsx_broken');
  }
  return data.map((cells, index) => ({ line: index + 1, cells: cells.map(cellText) }));
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

const padTo = (cells: string[], width: number) =>
  cells.length >= width ? cells : [...cells, ...Array<string>(width - cells.length).fill('')];
