import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export type StoredSetting = { id: number; name: string; value: string | null };

/** The SQL of settings: one row per stored name, written by upsert. */
export const settingRepository = {
  async findAll(db: Executor): Promise<StoredSetting[]> {
    return db.select({ id: settings.id, name: settings.name, value: settings.value }).from(settings);
  },

  async findByNames(db: Executor, names: string[]): Promise<StoredSetting[]> {
    if (names.length === 0) return [];
    return db
      .select({ id: settings.id, name: settings.name, value: settings.value })
      .from(settings)
      .where(inArray(settings.name, names));
  },

  async upsert(db: Executor, name: string, value: string | null) {
    await db
      .insert(settings)
      .values({ name, value })
      .onConflictDoUpdate({ target: settings.name, set: { value, updated_at: sql`now()` } });
  },

  async deleteByName(db: Executor, name: string) {
    await db.delete(settings).where(eq(settings.name, name));
  },
};
