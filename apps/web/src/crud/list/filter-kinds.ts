import type { Filter, FilterableField } from '@mise/contract';
import { conditionsByType } from '@mise/contract/lite/list-constants';
import type { ResourceConfig, SelectOption } from '../resource-config.ts';

/**
 * How a filter's value is picked: a row of another resource by its name, one of a field's known
 * codes by its translated name, or typed by the field's type (number, date, switch, text).
 */
export type FilterKind =
  | { kind: 'reference'; resource: string }
  | { kind: 'options'; options: SelectOption[] }
  | { kind: 'typed' };

/** A picked value is one thing or not that thing: "City equals Warsaw", never "City greater than 3". */
const pickedConditions: Filter['condition'][] = ['equal', 'not_equal'];

/** Reads the resource declaration: the form's reference and select fields, the list's coded columns. */
export function filterKindsOf(config: ResourceConfig) {
  return (name: string): FilterKind => {
    const referenced = config.filterReferences?.[name];
    if (referenced) return { kind: 'reference', resource: referenced };
    const field = config.fields.find((candidate) => candidate.name === name);
    if (field?.reference) return { kind: 'reference', resource: field.reference.resource };
    const column = config.columns.find((candidate) => candidate.field === name);
    const options = column?.options ?? field?.options;
    return options ? { kind: 'options', options } : { kind: 'typed' };
  };
}

export function conditionsOf(field: FilterableField, kind: FilterKind): Filter['condition'][] {
  return kind.kind === 'typed' ? conditionsByType[field.type] : pickedConditions;
}
