import { describe, expect, it } from 'vitest';
import { checkMapping, convertRows, detectMapping, importFields } from './import-rows.ts';

const fields = importFields(['pl', 'en']);

describe('import columns and rows', () => {
  it('lists one name and description field per language, the default language first', () => {
    expect(fields.slice(0, 5)).toEqual(['sku', 'name_pl', 'name_en', 'description_pl', 'description_en']);
  });

  it('maps headers whatever their case, spaces or hyphens; "name" alone is the default language; a field once', () => {
    expect(
      detectMapping(['SKU', 'Name', 'name (en)', 'Is-Popular', 'price', 'Price', 'notes'], fields, 'pl'),
    ).toEqual(['sku', 'name_pl', 'name_en', 'is_popular', 'price', null, null]);
  });

  it('reports a mapping without sku or names, with a field twice or unknown, on the header line', () => {
    expect(checkMapping(['price', 'price', 'colour'], fields)).toEqual([
      { line: 1, field: 'price', message: 'messages.import_column_mapped_twice' },
      { line: 1, field: 'colour', message: 'messages.import_unknown_field' },
      { line: 1, field: 'sku', message: 'messages.import_column_missing' },
      { line: 1, field: 'name', message: 'messages.import_column_missing' },
    ]);
  });

  it('reads decimal commas, spaces in numbers, flag words and category paths', () => {
    const sheet = {
      columns: ['sku', 'name_en', 'price', 'sort', 'is_popular', 'category'],
      rows: [{ line: 2, cells: ['A-1', 'Soup', '1 234,50', '-3', 'YES', ' Soups /  Hot '] }],
    };
    const { rows, errors } = convertRows(sheet, sheet.columns);
    expect(errors).toEqual([]);
    expect(rows[0]).toEqual({
      line: 2,
      sku: 'A-1',
      name: { en: 'Soup' },
      description: {},
      price: 1234.5,
      sort: -3,
      is_popular: true,
      category: ['Soups', 'Hot'],
    });
  });

  it('refuses numbers out of range, fractions for sort, empty path parts and over-long SKUs', () => {
    const sheet = {
      columns: ['sku', 'name_en', 'price', 'sort', 'weight', 'category'],
      rows: [{ line: 7, cells: ['X'.repeat(65), 'Soup', '-1', '1.5', '100000000', 'Soups //'] }],
    };
    expect(convertRows(sheet, sheet.columns).errors).toEqual([
      { line: 7, field: 'sku', message: 'messages.too_long' },
      { line: 7, field: 'price', message: 'messages.only_positive_or_zero' },
      { line: 7, field: 'sort', message: 'messages.should_be_number' },
      { line: 7, field: 'weight', message: 'messages.too_long' },
      { line: 7, field: 'category', message: 'messages.invalid' },
    ]);
  });
});
