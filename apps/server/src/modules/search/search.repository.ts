import { type SearchHit, searchGroupSize, type Translatable } from '@mise/contract';
import { and, asc, desc, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { escapeLike } from '../../http/list-query.ts';

/** A table the global search reads: its `search_text` holds every translation, normalized. */
export type SearchTable = PgTable & {
  id: AnyPgColumn;
  image: AnyPgColumn;
  name: AnyPgColumn;
  search_text: AnyPgColumn;
};

/** Words past this many are ignored: the match condition grows with each. */
const maxWords = 8;

/** The word as any part of the text (through the trigram index). */
const containsWord = (text: AnyPgColumn, word: string) => sql`${text} ilike ${escapeLike(word)}`;

/** The word as a close spelling of a word of the text (pg_trgm word similarity, 0.6 by default). */
const resemblesWord = (text: AnyPgColumn, word: string) => sql`${word} operator(public.<%) ${text}`;

/**
 * The best matches of `query` (already normalized) in one table: every word of it found in some
 * translation, in any order, as any part of a word; only when that leaves room, close spellings
 * too (pg_trgm word similarity, which costs a look at many more rows). pg_trgm lives in schema
 * public, and a test runs in a schema of its own, so its operator and functions are named with it.
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
  const select = (where: SQL | undefined, executor: Executor = db) =>
    executor
      .select({ id, image, name })
      .from(table)
      .where(scope ? and(where, scope) : where);

  // One name equal to the query, then a name starting with it, then a word starting with it, then
  // the query inside a word, then its words apart; among equals the shorter name is the closer.
  // `search_text` keeps one translation per line, words separated by single spaces.
  const closeness = sql`case
    when position(${`\n${query}\n`} in ${'\n'} || ${text} || ${'\n'}) > 0 then 0
    when position(${`\n${query}`} in ${'\n'} || ${text}) > 0 then 1
    when position(${` ${query}`} in ${text}) > 0 then 2
    when position(${query} in ${text}) > 0 then 3
    else 4 end`;
  const found = await select(and(...words.map((word) => containsWord(text, word))))
    .orderBy(asc(closeness), asc(sql`length(${text})`), asc(id))
    .limit(searchGroupSize);
  if (found.length < searchGroupSize) {
    const hasEveryWord = and(...words.map((word) => or(containsWord(text, word), resemblesWord(text, word))));
    const foundIds = found.map((row) => row.id as number);
    const close = await db.transaction(async (transaction) => {
      // The planner prices word similarity as cheap and would test every row of the table; the
      // trigram index hands it only the rows sharing trigrams with the query (5x faster at 5,000).
      await transaction.execute(sql`set local enable_seqscan = off`);
      return select(
        foundIds.length > 0 ? and(hasEveryWord, notInArray(id, foundIds)) : hasEveryWord,
        transaction,
      )
        .orderBy(desc(sql`public.word_similarity(${query}, ${text})`), asc(id))
        .limit(searchGroupSize - found.length);
    });
    found.push(...close);
  }
  return found.map((row) => ({
    id: row.id as number,
    image: (row.image as string | null) ?? null,
    name: row.name as Translatable,
  }));
}
