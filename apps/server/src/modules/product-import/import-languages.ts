import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { languages } from '../../db/schema.ts';

/** Codes of the enabled languages, the default one first: one name and description column each. */
export async function readImportLanguages(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(eq(languages.is_enabled, true))
    .orderBy(desc(languages.is_default), asc(languages.id));
  return rows.length > 0 ? rows.map((row) => row.code) : ['en'];
}

/** The language new category names are stored in (their language in the file is unknown). */
export async function readDefaultLanguage(db: Executor): Promise<string> {
  const [row] = await db
    .select({ code: languages.code })
    .from(languages)
    .where(eq(languages.is_default, true));
  return row?.code ?? 'en';
}
