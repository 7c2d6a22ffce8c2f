import { readTranslatable } from '@mise/contract/lite/translatable-text';
import type { ResourceRecord } from './resource-config.ts';

type Option = { value: string; label: string };

const parentIdOf = (record: ResourceRecord) => {
  const parent = record.parent_category;
  return parent && typeof parent === 'object' ? (parent as { id: number }).id : null;
};

/** Em spaces indent a child under its parent: plain text, so the picker's search still matches names. */
const indent = (depth: number) => '\u2003'.repeat(depth);

/**
 * The choices of a reference picker: `{value: id, label: name}`. Rows of a tree (categories with
 * a `parent_category`) come depth-first, each child indented under its parent.
 */
export function referenceOptions(records: ResourceRecord[], labelField: string, language: string): Option[] {
  const labelOf = (record: ResourceRecord) =>
    readTranslatable(record[labelField], language) || `#${record.id}`;
  const isTree = records.some((record) => parentIdOf(record) !== null);
  if (!isTree) return records.map((record) => ({ value: String(record.id), label: labelOf(record) }));
  const ids = new Set(records.map((record) => record.id));
  const children = new Map<number | null, ResourceRecord[]>();
  for (const record of records) {
    const parentId = parentIdOf(record);
    // A child whose parent is not in the list (filtered out) shows at the top level.
    const key = parentId !== null && ids.has(parentId) ? parentId : null;
    children.set(key, [...(children.get(key) ?? []), record]);
  }
  const options: Option[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const record of children.get(parentId) ?? []) {
      options.push({ value: String(record.id), label: `${indent(depth)}${labelOf(record)}` });
      if (depth < 20) visit(record.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}
