import { languageSchema } from '@mise/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { languages } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { defineResource, type Row, type Values, type WriteContext } from '../../http/resource.ts';

async function countLanguages({ db }: WriteContext) {
  const [result] = await db.select({ total: count() }).from(languages);
  return Number(result.total);
}

/**
 * Queues every write that could change which language is the default (a table lock that plain
 * reads pass, held until commit), then reads the row again: each write sees the last one's result,
 * even on an empty table where there is no row to lock.
 */
async function lockDefaultChanges({ db }: WriteContext, existing?: Row): Promise<Row | undefined> {
  await db.execute(sql`lock table ${languages} in share row exclusive mode`);
  if (!existing) return undefined;
  const [current] = await db.select().from(languages).where(eq(languages.id, existing.id));
  return current as Row | undefined;
}

/** Exactly one default language at all times, and it is always enabled. */
async function keepOneDefault(context: WriteContext, values: Values, stale?: Row): Promise<Values> {
  if (values.code !== undefined) values.code = String(values.code).toLowerCase();
  const touchesDefault = !stale || values.is_default !== undefined || values.is_enabled === false;
  if (!touchesDefault) return values;
  const existing = await lockDefaultChanges(context, stale);
  if (stale && !existing) throw notFound();
  const next = { ...existing, ...values } as Values;
  const becomesDefault = next.is_default === true || (!existing && (await countLanguages(context)) === 0);
  if (existing?.is_default && next.is_default === false) {
    throw unprocessable(
      { is_default: 'messages.one_default_language' },
      'Make another language the default first',
    );
  }
  if (becomesDefault) {
    if (next.is_enabled === false) throw unprocessable({ is_enabled: 'messages.default_must_be_enabled' });
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
    beforeDelete: async (context, stale) => {
      const existing = await lockDefaultChanges(context, stale);
      if (existing?.is_default)
        throw conflict('The default language cannot be deleted; make another one the default first', {
          _: 'messages.one_default_language',
        });
    },
  },
});
