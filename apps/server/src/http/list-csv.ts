import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { languages } from '../db/schema.ts';
import type { CrudService } from './crud-service.ts';
import type { ResourceDefinition, Row } from './resource.ts';

type EveryRow = Awaited<ReturnType<CrudService['listEvery']>>;
type Cell = string | number;

/** Spreadsheets run a cell that starts like a formula; a leading quote keeps it text. */
export const neutraliseFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Language codes in the order of `Accept-Language` (highest quality first), then the default language. */
export async function readLanguages(db: Database, acceptLanguage: string | undefined): Promise<string[]> {
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...parameters] = part.trim().split(';');
      const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
      return { code: tag.split('-')[0].toLowerCase(), quality: quality ? Number(quality.split('=')[1]) : 1 };
    })
    .filter(({ code, quality }) => /^[a-z]{2,3}$/.test(code) && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ code }) => code);
  const [fallback] = await db
    .select({ code: languages.code })
    .from(languages)
    .where(eq(languages.is_default, true))
    .limit(1);
  return [...asked, ...(fallback ? [fallback.code] : []), 'en'];
}

/** API.md's rule for a translatable value: the asked languages in order, else the first value. */
export function translate(value: unknown, languageCodes: string[]): string {
  if (!value || typeof value !== 'object') return value == null ? '' : String(value);
  const texts = value as Record<string, unknown>;
  const code = languageCodes.find((candidate) => typeof texts[candidate] === 'string' && texts[candidate]);
  return String(code ? texts[code] : (Object.values(texts).find((text) => text) ?? ''));
}

function toCell(value: unknown, isTranslatable: boolean, languageCodes: string[]): Cell {
  if (value == null) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (isTranslatable) return neutraliseFormula(translate(value, languageCodes));
  if (Array.isArray(value))
    return neutraliseFormula(value.map((item) => toCell(item, false, languageCodes)).join(', '));
  if (typeof value === 'object') {
    // an order line `{ name, qty }` reads "2 × Margherita"
    if ('name' in value && 'qty' in value) {
      const line = value as { name: unknown; qty: unknown };
      return neutraliseFormula(`${line.qty} × ${translate(line.name, languageCodes)}`);
    }
    // a reference `{ id, name }` shows its name
    if ('name' in value)
      return neutraliseFormula(translate((value as { name: unknown }).name, languageCodes));
    return neutraliseFormula(JSON.stringify(value));
  }
  return neutraliseFormula(String(value));
}

/** One CSV record per row: the list's fields in order, each as a person reads it. */
export function toCsvRecord(
  definition: ResourceDefinition,
  fields: string[],
  row: Row,
  languageCodes: string[],
): Cell[] {
  return fields.map((name) =>
    toCell(row[name], definition.fields[name]?.isTranslatable === true, languageCodes),
  );
}

async function* csvRecords(definition: ResourceDefinition, every: EveryRow, languageCodes: string[]) {
  for await (const rows of every.batches) {
    for (const row of rows) yield toCsvRecord(definition, every.fields, row, languageCodes);
  }
}

/** `GET /api/X?format=csv`: every matching row, streamed, with a BOM so Excel reads UTF-8. */
export async function sendListCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  definition: ResourceDefinition,
  every: EveryRow,
) {
  const languageCodes = await readLanguages(request.server.db, request.headers['accept-language']);
  const csv = stringify({ bom: true, header: true, columns: every.fields, eof: true });
  pipeline(Readable.from(csvRecords(definition, every, languageCodes)), csv, (error) => {
    if (error) request.log.error({ err: error }, `CSV export of ${definition.name} stopped`);
  });
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${definition.name}-${day}.csv"`)
    .send(csv);
}
