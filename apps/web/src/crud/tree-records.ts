import type { ResourceRecord } from './resource-config.ts';

/** A tree list asks for its top-level rows; each brings its children nested (API.md, Lists). */
export const topLevelFilter = [{ name: 'parentCategory', condition: 'empty' }];

const parentIdOf = (record: ResourceRecord) => {
  const parent = record.parent_category;
  return parent && typeof parent === 'object' ? (parent as { id: number }).id : null;
};

/**
 * The records without `id` and everything under it: the parents a category may move to (never
 * itself nor one of its own descendants, which would close a loop).
 */
export function withoutSubtree(records: ResourceRecord[], id: number): ResourceRecord[] {
  const removed = new Set([id]);
  // Grows until no record joins: parents may come after their children in the list.
  for (let size = 0; size !== removed.size; ) {
    size = removed.size;
    for (const record of records) {
      const parentId = parentIdOf(record);
      if (parentId !== null && removed.has(parentId)) removed.add(record.id);
    }
  }
  return records.filter((record) => !removed.has(record.id));
}
