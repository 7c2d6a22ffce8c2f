import { type SearchHit, searchGroupSize, type Translatable } from '@mise/contract';
import { and, asc, desc, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';

/** A table the global search reads: its `search_text` holds every translation, normalized. */
export type SearchTable = PgTable & {
  id: AnyPgColumn;
  image: AnyPgColumn;
  name: AnyPgColumn;
  search_text: AnyPgColumn;
};

const likeWildcards = /[\\%_]/g;

/** Words past this many are ignored: the match condition grows with each. */
const maxWords = 8;

/** A word found in the text: as any part of it (through the trigram index) or as a close spelling. */
const hasWord = (text: AnyPgColumn, word: string) =>
  or(
    sql`${text} ilike ${`%${word.replace(likeWildcards, (char) => `\\${char}`)}%`}`,
    sql`${word} operator(public.<%) ${text}`,
  );

/**
 * The best matches of `query` (already normalized) in one table: every word of it found in some
 * translation, in any order, as any part of a word or as a close spelling (pg_trgm word
 * similarity). pg_trgm lives in schema public, and a test runs in a schema of its own, so its
 * operator and functions are named with it.
 */
export async function findMatches(
  db: Executor,
  table: SearchTable,
  query: string,
  /** Narrows the rows searched (the reserved category never shows). */
  scope?: SQL,
): Promise<SearchHit[]> {
  const { id, image, name, search_text: text } = table;
  const words = query.split(' ').slice(0, maxWords);
  const isMatch = and(...words.map((word) => hasWord(text, word)));
  // One name equal to the query, then a name starting with it, then a word starting with it, then
  // the query inside a word, then the words apart or spelled close; `search_text` keeps one
  // translation per line, words separated by single spaces.
  const closeness = sql`case
    when position(${`\n${query}\n`} in ${'\n'} || ${text} || ${'\n'}) > 0 then 0
    when position(${`\n${query}`} in ${'\n'} || ${text}) > 0 then 1
    when position(${` ${query}`} in ${text}) > 0 then 2
    when position(${query} in ${text}) > 0 then 3
    else 4 end`;
  const rows = await db
    .select({ id, image, name })
    .from(table)
    .where(scope ? and(isMatch, scope) : isMatch)
    .orderBy(
      asc(closeness),
      desc(sql`public.word_similarity(${query}, ${text})`),
      // Among equals, the shorter name is the closer one.
      desc(sql`public.similarity(${query}, ${text})`),
      asc(id),
    )
    .limit(searchGroupSize);
  return rows.map((row) => ({
    id: row.id as number,
    image: (row.image as string | null) ?? null,
    name: row.name as Translatable,
  }));
}
