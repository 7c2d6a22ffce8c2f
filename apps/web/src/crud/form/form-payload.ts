import type { FieldConfig, ResourceRecord, UploadConfig } from '../resource-config.ts';

export type PendingFiles = Record<string, File | undefined>;

const toFormText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Leaves out `omitWhenEmpty` fields that are empty now and were empty before (nothing to set or clear). */
export function omitUnsetValues(
  values: Record<string, unknown>,
  fields: FieldConfig[],
  initial: Record<string, unknown>,
) {
  const unset = fields.filter(
    (field) => field.omitWhenEmpty && isEmpty(values[field.name]) && isEmpty(initial[field.name]),
  );
  if (unset.length === 0) return values;
  const names = new Set(unset.map((field) => field.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !names.has(name)));
}

/** Leaves out what the form only shows (`isReadOnly`): the server keeps its own value. */
export function omitReadOnlyValues(values: Record<string, unknown>, fields: FieldConfig[]) {
  const readOnly = new Set(fields.filter((field) => field.isReadOnly).map((field) => field.name));
  if (readOnly.size === 0) return values;
  return Object.fromEntries(Object.entries(values).filter(([name]) => !readOnly.has(name)));
}

/** The upload settings of an image or video field. */
export const uploadOf = (field: FieldConfig): UploadConfig | undefined => field.image ?? field.video;

/** JSON unless a file goes along; then multipart with API.md's encodings. */
export function toRequestBody(values: Record<string, unknown>, fields: FieldConfig[], files: PendingFiles) {
  const attached = fields.filter((field) => uploadOf(field) && files[field.name]);
  if (attached.length === 0) return values;
  const form = new FormData();
  const fileNames = new Set(attached.map((field) => field.name));
  for (const [name, value] of Object.entries(values)) {
    if (!fileNames.has(name)) form.set(name, toFormText(value));
  }
  for (const field of attached) form.set(uploadOf(field)!.fileField, files[field.name]!);
  return form;
}

/** A loaded record as form values: references become their ids, missing values their defaults. */
export function recordToFormValues(
  record: ResourceRecord,
  fields: FieldConfig[],
  defaults: Record<string, unknown>,
) {
  const values: Record<string, unknown> = { ...defaults };
  for (const field of fields) {
    const value = record[field.name];
    if (value === undefined) continue;
    // A required choice stored empty (rows written outside the panel) starts at its default.
    if (value === null && field.type === 'select' && field.isRequired) continue;
    values[field.name] =
      field.type === 'reference' && value && typeof value === 'object' ? (value as { id: number }).id : value;
    if (field.type === 'translatable' || field.type === 'translatable-textarea')
      values[field.name] = value ?? {};
    if (field.type === 'multi-reference') values[field.name] = pickedIds(value, field.reference?.itemKey);
    // Whether a secret is stored rides along for the form's hint; the contract schema drops it on save.
    if (field.isSecret) values[`has_${field.name}`] = record[`has_${field.name}`] === true;
    if (field.type === 'list')
      values[field.name] = Array.isArray(value) ? value.map((item) => listItemValues(item, field)) : [];
  }
  return values;
}

/** Records picked as `[{id, name}]` become ids; entries with a key (`{id, product: {id}}`) keep their own id. */
function pickedIds(value: unknown, itemKey?: string) {
  if (!Array.isArray(value)) return [];
  const idOf = (record: unknown) =>
    record && typeof record === 'object' ? (record as { id: number }).id : record;
  return value.map((item) => (itemKey ? { id: item.id, [itemKey]: idOf(item[itemKey]) } : idOf(item)));
}

/** A stored list item keeps its id, so the server updates it instead of adding a new one. */
function listItemValues(item: ResourceRecord, field: FieldConfig) {
  return { id: item.id, ...recordToFormValues(item, field.item!.fields, field.item!.defaults) };
}
