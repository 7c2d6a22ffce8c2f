import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import { rejectNulCharacters } from './input-guards.ts';
import type { UploadedFile } from './uploads.ts';

type ZodDef = { type: string; innerType?: z.ZodType; in?: z.ZodType };

/** The base kind of a schema field, looking through optional, nullable, default and pipes. */
export function baseType(schema: z.ZodType | undefined): string {
  let current = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    const def = (current as unknown as { _zod: { def: ZodDef } })._zod.def;
    const inner = def.innerType ?? def.in;
    if (!inner) return def.type;
    current = inner;
  }
  return 'unknown';
}

const coercers: Record<string, (text: string) => unknown> = {
  boolean: (text) =>
    ['1', 'true', 'on'].includes(text) ? true : ['0', 'false', ''].includes(text) ? false : text,
  number: (text) => (text === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text),
  object: parseJsonText,
  record: parseJsonText,
  array: parseJsonText,
};

function parseJsonText(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Multipart sends text only: give each field the type its schema expects, so one schema serves both. */
export function coerceFormFields(schema: z.ZodObject, fields: Record<string, string>) {
  const shape = schema.shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    Object.entries(fields).map(([name, text]) => {
      const coerce = coercers[baseType(shape[name])];
      return [name, coerce ? coerce(text) : text];
    }),
  );
}

export type ParsedBody = { values: Record<string, unknown>; files: UploadedFile[] };

/** Moves values sent under another spelling to the field's own name (the own name wins when both come). */
function renameAliases<T>(values: Record<string, T>, aliases: Record<string, string>) {
  for (const [alias, name] of Object.entries(aliases)) {
    if (!(alias in values)) continue;
    if (!(name in values)) values[name] = values[alias] as T;
    delete values[alias];
  }
  return values;
}

export async function readRequestBody(
  request: FastifyRequest,
  schema: z.ZodObject,
  aliases: Record<string, string> = {},
): Promise<ParsedBody> {
  if (!request.isMultipart()) {
    const contentType = request.headers['content-type'] ?? 'application/json';
    if (request.body !== undefined && !contentType.startsWith('application/json')) {
      throw new AppError(415, 'Send JSON or multipart/form-data', { _: 'messages.unsupported_media_type' });
    }
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body))
      throw new AppError(400, 'The body must be a JSON object');
    return { values: renameAliases({ ...(body as Record<string, unknown>) }, aliases), files: [] };
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let fieldName = '_';
  try {
    for await (const part of request.parts()) {
      fieldName = part.fieldname;
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (buffer.length > 0) files.push({ fieldName: part.fieldname, fileName: part.filename, buffer });
      } else {
        // Browsers send form text with CRLF line breaks; store the same text as a JSON save would.
        fields[part.fieldname] = String(part.value ?? '').replace(/\r\n/g, '\n');
      }
    }
  } catch (error) {
    throw multipartError(error, fieldName);
  }
  rejectNulCharacters(fields, 422);
  return { values: coerceFormFields(schema, renameAliases(fields, aliases)), files };
}

/** The multipart reader's failures as API.md bodies: too large or too many parts, else malformed. */
function multipartError(error: unknown, fieldName: string): AppError {
  if (error instanceof AppError) return error;
  const { statusCode, code, message } = error as { statusCode?: number; code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'The upload is too large', { [fieldName]: 'messages.file_too_large' });
  }
  if (statusCode === 413)
    return new AppError(413, message ?? 'Too many parts', { _: 'messages.too_many_parts' });
  // Anything else (the reader says 406 for a part typed JSON that is not) is a malformed body.
  return new AppError(400, `Malformed multipart body: ${message ?? 'unreadable'}`);
}
