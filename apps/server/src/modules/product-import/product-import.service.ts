import {
  type ProductImportJob,
  type ProductImportMapping,
  type ProductImportPreview,
  type ProductImportRowError,
  productImportMappingSchema,
  productImportPreviewRows,
} from '@mise/contract/lite/product-import';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productImports } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { ParsedBody } from '../../http/request-body.ts';
import { readSheetFile } from './import-file.ts';
import { readImportLanguages } from './import-languages.ts';
import { checkMapping, convertRows, detectMapping, importFields } from './import-rows.ts';
import type { ImportWorker } from './import-worker.ts';

/** The preview lists this many errors; the count covers them all. */
const listedErrors = 200;

type SessionUser = { id: number };

export function createProductImportService(db: Database, worker: ImportWorker) {
  /** Reads the upload and checks every row under the sent mapping (or the one found from the headers). */
  async function examine(body: ParsedBody) {
    const file = body.files.find((upload) => upload.fieldName === 'file');
    if (!file) throw new AppError(422, 'Send the file as the "file" part', { file: 'messages.required' });
    const sheet = await readSheetFile(file.buffer);
    const languages = await readImportLanguages(db);
    const fields = importFields(languages);
    const mapping =
      readMapping(body.values.mapping, sheet.columns.length) ??
      detectMapping(sheet.columns, fields, languages[0]!);
    const mappingErrors = checkMapping(mapping, fields);
    const { rows, errors } =
      mappingErrors.length > 0 ? { rows: [], errors: [] } : convertRows(sheet, mapping);
    return { file, sheet, fields, mapping, rows, errors: [...mappingErrors, ...errors] };
  }

  async function preview(body: ParsedBody): Promise<ProductImportPreview> {
    const { sheet, fields, mapping, errors } = await examine(body);
    return {
      fields,
      columns: sheet.columns,
      mapping,
      rows: sheet.rows.slice(0, productImportPreviewRows),
      total_rows: sheet.rows.length,
      error_count: errors.length,
      errors: errors.slice(0, listedErrors),
    };
  }

  /** Stores the checked rows as a pending job and wakes the worker; a file with any error is refused. */
  async function start(user: SessionUser, body: ParsedBody): Promise<ProductImportJob> {
    const { file, rows, errors } = await examine(body);
    if (errors.length > 0)
      throw new AppError(422, `${errors.length} problems in the file`, toFieldErrors(errors));
    const [job] = await db
      .insert(productImports)
      .values({
        user_id: user.id,
        file_name: (file.fileName ?? 'import').slice(0, 200),
        total_rows: rows.length,
        rows,
      })
      .returning();
    worker.kick();
    return toJobView(job!);
  }

  async function get(id: number): Promise<ProductImportJob> {
    const [job] = await db.select().from(productImports).where(eq(productImports.id, id));
    if (!job) throw notFound('No such import');
    return toJobView(job, worker.liveProgressOf(id));
  }

  return { preview, start, get };
}

/** The mapping sent as JSON text; one entry per column or it is refused. */
function readMapping(value: unknown, columnCount: number): ProductImportMapping | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = productImportMappingSchema.safeParse(value);
  if (!parsed.success || parsed.data.length !== columnCount) {
    throw new AppError(422, 'The mapping must name one field or null per column', {
      mapping: 'messages.invalid',
    });
  }
  return parsed.data;
}

/** API.md's 422 body: `{"line.3.price": "messages.should_be_number"}`, the first error of each place. */
function toFieldErrors(errors: ProductImportRowError[]) {
  const fieldErrors: Record<string, string> = {};
  for (const error of errors.slice(0, listedErrors)) {
    fieldErrors[`line.${error.line}.${error.field ?? '_'}`] ??= error.message;
  }
  return fieldErrors;
}

function toJobView(job: typeof productImports.$inferSelect, liveProgress?: number): ProductImportJob {
  return {
    id: job.id,
    file_name: job.file_name,
    status: job.status as ProductImportJob['status'],
    total_rows: job.total_rows,
    processed_rows: Math.max(job.processed_rows, job.status === 'running' ? (liveProgress ?? 0) : 0),
    created_count: job.created_count,
    updated_count: job.updated_count,
    errors: job.errors ?? [],
    created_at: job.created_at.toISOString(),
    finished_at: job.finished_at?.toISOString() ?? null,
  };
}
