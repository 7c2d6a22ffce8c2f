import {
  type ProductImportMapping,
  type ProductImportRowError,
  productImportCategorySeparator,
  productImportFlagFields,
  productImportFlagWords,
  productImportPlainFields,
  productImportTranslatableFields,
} from '@mise/contract/lite/product-import';
import type { Sheet, SheetRow } from './import-file.ts';

type FlagField = (typeof productImportFlagFields)[number];

/** A checked row ready to write; an absent value keeps what the product has (or its default). */
export type ImportRow = {
  line: number;
  sku: string;
  name: Record<string, string>;
  description: Record<string, string>;
  /** Category names from the top down (`Pizza / Vegetarian`). */
  category?: string[];
  price?: number;
  weight?: number;
  sort?: number;
} & Partial<Record<FlagField, boolean>>;

const maxSkuLength = 64;
const maxTextLength = 2000;
const maxCategoryNameLength = 200;
const flagFields = new Set<string>(productImportFlagFields);

/** Every field a column can fill: the plain ones and one per language for each translatable one. */
export function importFields(languages: string[]): string[] {
  const translated = productImportTranslatableFields.flatMap((field) =>
    languages.map((language) => `${field}_${language}`),
  );
  return [productImportPlainFields[0], ...translated, ...productImportPlainFields.slice(1)];
}

const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s\-().]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** Maps each column whose header names a field (any case, spaces or hyphens); `name` alone is the default language. */
export function detectMapping(
  columns: string[],
  fields: string[],
  defaultLanguage: string,
): ProductImportMapping {
  const taken = new Set<string>();
  return columns.map((column) => {
    const key = headerKey(column);
    const field = fields.includes(key)
      ? key
      : fields.find((candidate) => candidate === `${key}_${defaultLanguage}`);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** Problems of the mapping itself, reported on the header line. */
export function checkMapping(mapping: ProductImportMapping, fields: string[]): ProductImportRowError[] {
  const errors: ProductImportRowError[] = [];
  const seen = new Set<string>();
  for (const field of mapping) {
    if (field === null) continue;
    if (!fields.includes(field)) errors.push({ line: 1, field, message: 'messages.import_unknown_field' });
    else if (seen.has(field)) errors.push({ line: 1, field, message: 'messages.import_column_mapped_twice' });
    seen.add(field);
  }
  if (!seen.has('sku')) errors.push({ line: 1, field: 'sku', message: 'messages.import_column_missing' });
  if (![...seen].some((field) => field.startsWith('name_'))) {
    errors.push({ line: 1, field: 'name', message: 'messages.import_column_missing' });
  }
  return errors;
}

/** Converts and checks every row under a mapping; a file with any error is not imported. */
export function convertRows(sheet: Sheet, mapping: ProductImportMapping) {
  const rows: ImportRow[] = [];
  const errors: ProductImportRowError[] = [];
  const lineOfSku = new Map<string, number>();
  for (const sheetRow of sheet.rows) {
    const { row, rowErrors } = convertRow(sheetRow, mapping);
    const earlier = lineOfSku.get(row.sku);
    if (row.sku && earlier !== undefined) {
      rowErrors.push({ line: sheetRow.line, field: 'sku', message: 'messages.import_duplicate_sku' });
    }
    if (row.sku) lineOfSku.set(row.sku, sheetRow.line);
    errors.push(...rowErrors);
    rows.push(row);
  }
  return { rows, errors };
}

function convertRow({ line, cells }: SheetRow, mapping: ProductImportMapping) {
  const row: ImportRow = { line, sku: '', name: {}, description: {} };
  const rowErrors: ProductImportRowError[] = [];
  const fail = (field: string, message: string) => rowErrors.push({ line, field, message });
  mapping.forEach((field, index) => {
    const text = cells[index] ?? '';
    if (field === null || text === '') return;
    const translated = /^(name|description)_([a-z]{2,4})$/.exec(field);
    if (translated) {
      if (text.length > maxTextLength) fail(field, 'messages.too_long');
      else row[translated[1] as 'name' | 'description'][translated[2]!] = text;
    } else if (field === 'sku') {
      if (text.length > maxSkuLength) fail(field, 'messages.too_long');
      else row.sku = text;
    } else if (field === 'category') {
      const path = text.split(productImportCategorySeparator).map((name) => name.trim());
      if (path.some((name) => name === '')) fail(field, 'messages.invalid');
      else if (path.some((name) => name.length > maxCategoryNameLength)) fail(field, 'messages.too_long');
      else row.category = path;
    } else if (flagFields.has(field)) {
      const flag = parseFlag(text);
      if (flag === undefined) fail(field, 'messages.import_invalid_flag');
      else row[field as FlagField] = flag;
    } else {
      const number = parseNumber(field, text);
      if (typeof number === 'string') fail(field, number);
      else row[field as 'price' | 'weight' | 'sort'] = number;
    }
  });
  if (row.sku === '' && !rowErrors.some((error) => error.field === 'sku')) fail('sku', 'messages.required');
  if (Object.keys(row.name).length === 0 && !rowErrors.some((error) => error.field?.startsWith('name_'))) {
    fail('name', 'messages.required');
  }
  return { row, rowErrors };
}

function parseFlag(text: string): boolean | undefined {
  const word = text.toLowerCase();
  if ((productImportFlagWords.true as readonly string[]).includes(word)) return true;
  if ((productImportFlagWords.false as readonly string[]).includes(word)) return false;
  return undefined;
}

/** The product form's limits (contract productSchema): price and weight from 0, sort around 0. */
const numberLimits: Record<string, { min: number; max: number; isInteger: boolean }> = {
  price: { min: 0, max: 9_999_999_999, isInteger: false },
  weight: { min: 0, max: 99_999_999, isInteger: false },
  sort: { min: -1_000_000, max: 1_000_000, isInteger: true },
};

/** A number, or the message key of why the text is not one. A decimal comma is accepted (12,50). */
function parseNumber(field: string, text: string): number | string {
  const limits = numberLimits[field]!;
  const normalized = text.replace(/\s/g, '').replace(/^(-?\d+),(\d+)$/, '$1.$2');
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return 'messages.should_be_number';
  const number = Number(normalized);
  if (number < limits.min) return limits.min === 0 ? 'messages.only_positive_or_zero' : 'messages.invalid';
  if (limits.isInteger && !Number.isInteger(number)) return 'messages.should_be_number';
  if (number > limits.max) return 'messages.too_long';
  return Math.round(number * 100) / 100;
}
