import type { ComboboxItem } from '@mantine/core';
import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { createElement } from 'react';
import { recordName } from './list/record-name.ts';
import type { ResourceRecord } from './resource-config.ts';

/** A choice; `depth` places a row of a tree under its parent. */
type Option = { value: string; label: string; depth?: number };

const parentIdOf = (record: ResourceRecord) => {
  const parent = record.parent_category;
  return parent && typeof parent === 'object' ? (parent as { id: number }).id : null;
};

/**
 * The choices of a reference picker: `{value: id, label: name}` (records without that field, like
 * customers, by what names them: first and last name, else the phone). Rows of a tree (categories with
 * a `parent_category`) come depth-first with their depth, for `renderTreeOption` to indent.
 */
export function referenceOptions(records: ResourceRecord[], labelField: string, language: string): Option[] {
  const labelOf = (record: ResourceRecord) =>
    readTranslatable(record[labelField], language) || recordName(record, language);
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
      options.push({ value: String(record.id), label: labelOf(record), depth });
      if (depth < 20) visit(record.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}

/**
 * A choice indented by its depth in the open list only: the picked value and the search read the
 * plain name.
 */
export const renderTreeOption = ({ option }: { option: ComboboxItem }) =>
  createElement(
    'span',
    { style: { paddingInlineStart: `${((option as Option).depth ?? 0) * 1.25}em` } },
    option.label,
  );
