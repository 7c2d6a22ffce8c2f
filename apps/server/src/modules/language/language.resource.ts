import { languageSchema } from '@mise/contract';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { languages } from '../../db/schema.ts';
import { conflict, unprocessable } from '../../http/errors.ts';
import { defineResource, type Row, type Values, type WriteContext } from '../../http/resource.ts';

async function countLanguages({ db }: WriteContext) {
  const [result] = await db.select({ total: count() }).from(languages);
  return Number(result.total);
}

/**
 * Locks every language row (in id order, so callers queue rather than deadlock) until the write
 * commits: concurrent switches of the default then run one after another, each seeing the last.
 */
async function lockLanguages({ db }: WriteContext) {
  await db.select({ id: languages.id }).from(languages).orderBy(asc(languages.id)).for('update');
}

/** Exactly one default language at all times, and it is always enabled. */
async function keepOneDefault(context: WriteContext, values: Values, existing?: Row): Promise<Values> {
  const next = { ...existing, ...values } as Values;
  if (values.code !== undefined) values.code = String(values.code).toLowerCase();
  const becomesDefault = next.is_default === true || (!existing && (await countLanguages(context)) === 0);
  if (existing?.is_default && next.is_default === false) {
    throw unprocessable(
      { is_default: 'messages.one_default_language' },
      'Make another language the default first',
    );
  }
  if (becomesDefault) {
    if (next.is_enabled === false) throw unprocessable({ is_enabled: 'messages.default_must_be_enabled' });
    await lockLanguages(context);
    const others = existing ? ne(languages.id, existing.id) : undefined;
    await context.db
      .update(languages)
      .set({ is_default: false })
      .where(and(eq(languages.is_default, true), others));
    return { ...values, is_default: true };
  }
  return values;
}

export const languageResource = defineResource({
  name: 'language',
  table: languages,
  schema: languageSchema,
  fields: {
    id: { column: languages.id, type: 'int' },
    code: { column: languages.code, type: 'text' },
    title: { column: languages.title, type: 'text' },
    is_enabled: { column: languages.is_enabled, type: 'bool' },
    is_default: { column: languages.is_default, type: 'bool' },
    created_at: { column: languages.created_at, type: 'datetime' },
    updated_at: { column: languages.updated_at, type: 'datetime' },
  },
  searchable: ['code', 'title'],
  defaultSort: { field: 'id', direction: 'ASC' },
  hooks: {
    beforeWrite: keepOneDefault,
    beforeDelete: (_context, existing) => {
      if (existing.is_default)
        throw conflict('The default language cannot be deleted; make another one the default first');
    },
  },
});
