/** The list protocol's plain constants: no zod, so list screens can import them cheaply. */
export const fieldTypes = ['text', 'array', 'int', 'float', 'datetime', 'bool'] as const;
export type FieldType = (typeof fieldTypes)[number];

export const filterConditions = [
  'contains',
  'equal',
  'not_equal',
  'greater',
  'less',
  'between',
  'empty',
  'not_empty',
] as const;
export type FilterCondition = (typeof filterConditions)[number];

const comparable: FilterCondition[] = [
  'greater',
  'less',
  'equal',
  'not_equal',
  'between',
  'empty',
  'not_empty',
];
const textual: FilterCondition[] = ['contains', 'equal', 'not_equal', 'empty', 'not_empty'];

/** Which conditions each field type allows (API.md, Lists). */
export const conditionsByType: Record<FieldType, FilterCondition[]> = {
  text: textual,
  array: textual,
  int: comparable,
  float: comparable,
  datetime: comparable,
  bool: ['equal'],
};

/** Conditions that need no value. */
export const valuelessConditions: FilterCondition[] = ['empty', 'not_empty'];

export const pageSizes = [5, 10, 20, 50, 100] as const;
export const defaultPageSize = 20;
