import type { FieldConfig } from '../resource-config.ts';

/** Fields whose choices follow `name` (a street picker follows its city): cleared when it changes. */
export const dependentsOf = (fields: FieldConfig[], name: string) =>
  fields.filter((field) => field.reference?.dependsOn?.field === name);

/** The list filters of a reference field, narrowed by the field it depends on. */
export function referenceFilters(field: FieldConfig, values: Record<string, unknown> | undefined) {
  const reference = field.reference!;
  if (!reference.dependsOn) return { filters: reference.filters, isWaiting: false };
  const parent = values?.[reference.dependsOn.field];
  const narrowed = { name: reference.dependsOn.filter, condition: 'equal', value: parent };
  return { filters: [...(reference.filters ?? []), narrowed], isWaiting: parent == null || parent === '' };
}
