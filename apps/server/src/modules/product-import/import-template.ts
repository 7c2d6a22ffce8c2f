import { stringify } from 'csv-stringify/sync';
import writeExcelFile from 'write-excel-file/node';
import { importFields } from './import-rows.ts';

export type TemplateFormat = 'csv' | 'xlsx';

/** One example row, so the file shows how each column is filled (replace it with your products). */
function exampleRow(fields: string[], defaultLanguage: string): string[] {
  const example: Record<string, string> = {
    sku: 'PIZZA-MARGHERITA-30',
    [`name_${defaultLanguage}`]: 'Margherita 30 cm',
    [`description_${defaultLanguage}`]: 'Tomato sauce, mozzarella, basil',
    category: 'Pizza / Classic',
    price: '24.90',
    weight: '450',
    sort: '10',
    is_popular: 'yes',
    is_additional: 'no',
    is_enabled_for_website: '1',
    is_enabled_for_app: '1',
    is_enabled_for_bot: '0',
  };
  return fields.map((field) => example[field] ?? '');
}

/** The import template: a header row with every column for the enabled languages and an example. */
export async function buildTemplate(format: TemplateFormat, languages: string[]): Promise<Buffer> {
  const fields = importFields(languages);
  const rows = [fields, exampleRow(fields, languages[0] ?? 'en')];
  if (format === 'csv') return Buffer.from(stringify(rows, { bom: true }));
  return writeExcelFile(rows.map((row) => row.map((value) => ({ value })))).toBuffer();
}
