import { z } from 'zod';

/**
 * Products import (CSV or XLSX): what a file column can be mapped to, the preview and the job.
 * Translatable fields take one column per language: `name_en`, `description_pl`.
 */
export const productImportPlainFields = [
  'sku',
  'category',
  'price',
  'weight',
  'sort',
  'is_popular',
  'is_additional',
  'is_enabled_for_website',
  'is_enabled_for_app',
  'is_enabled_for_bot',
] as const;
export const productImportTranslatableFields = ['name', 'description'] as const;
export const productImportFlagFields = [
  'is_popular',
  'is_additional',
  'is_enabled_for_website',
  'is_enabled_for_app',
  'is_enabled_for_bot',
] as const;

/** Flag words a cell may hold, any case. */
export const productImportFlagWords = {
  true: ['1', 'true', 'yes', 'y'],
  false: ['0', 'false', 'no', 'n'],
} as const;

/** Rows shown in the preview; every row is checked. */
export const productImportPreviewRows = 20;
/** More rows than this is a file for another tool. */
export const productImportMaxRows = 20_000;
/** A category cell may name a path: `Pizza / Vegetarian`. */
export const productImportCategorySeparator = '/';

const rowErrorSchema = z.object({
  line: z.number().int().describe('Line of the file (1 is the header row)'),
  field: z.string().optional().describe('The field (sku, price, name_en, ...) or the column'),
  message: z.string().describe('A message key such as messages.required or messages.should_be_number'),
});
export type ProductImportRowError = z.infer<typeof rowErrorSchema>;

/** One target per file column, in the file's order; null leaves the column out. */
export const productImportMappingSchema = z
  .array(z.string().max(40).nullable())
  .max(200)
  .describe(
    'For each file column, in order, the field it fills (sku, name_en, price, ...) or null to skip it',
  );
export type ProductImportMapping = z.infer<typeof productImportMappingSchema>;

export const productImportPreviewSchema = z.object({
  fields: z.array(z.string()).describe('Every field a column can fill, for the active languages'),
  columns: z.array(z.string()).describe('Headers of the file, in order'),
  mapping: productImportMappingSchema,
  rows: z
    .array(z.object({ line: z.number().int(), cells: z.array(z.string()) }))
    .describe(`The first ${productImportPreviewRows} data rows as text`),
  total_rows: z.number().int(),
  error_count: z.number().int().describe('Every error found; `errors` lists the first 200'),
  errors: z.array(rowErrorSchema),
});
export type ProductImportPreview = z.infer<typeof productImportPreviewSchema>;

export const productImportStatuses = ['pending', 'running', 'done', 'failed'] as const;
export type ProductImportStatus = (typeof productImportStatuses)[number];

export const productImportJobSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(productImportStatuses),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  errors: z.array(rowErrorSchema).describe('Why a failed import failed (line 0: the whole file)'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ProductImportJob = z.infer<typeof productImportJobSchema>;
