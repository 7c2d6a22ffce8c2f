import type { Translatable } from '@mise/contract';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';

/** How a list cell shows a value; each type has one renderer (list/cells.tsx). */
export type ColumnType =
  | 'text'
  | 'number'
  | 'translatable'
  | 'switch'
  | 'datetime'
  | 'date'
  | 'month-day'
  | 'reference'
  | 'image'
  | 'badge'
  | 'money'
  | 'color';

export type ColumnConfig = {
  field: string;
  /** i18n key of the header. */
  labelKey: string;
  type: ColumnType;
  isSortable?: boolean;
  /** For `image`: the served folder, `/images/{folder}/{name}`. */
  imageFolder?: string;
  /** For `badge`: an i18n key prefix that names the values (`shell.roles` shows `manager` as "Manager"). */
  valueKeyPrefix?: string;
  /** For `badge`: names the stored codes (a country code as the country's name); list filters pick from them. */
  options?: SelectOption[];
  /** Draws the cell itself, where no column type fits (an order's lines, its status in its colour). */
  render?: (record: ResourceRecord) => ReactNode;
};

/** How a form field is edited; each type has one input (form/field-inputs.tsx). */
export type FieldType =
  | 'text'
  | 'email'
  | 'password'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'select'
  | 'reference'
  | 'translatable'
  | 'translatable-textarea'
  | 'image'
  | 'video'
  | 'date'
  | 'datetime'
  | 'time'
  | 'flags'
  | 'color'
  | 'list'
  | 'multi-reference'
  | 'segmented'
  | 'map-polygon';

/** A choice labelled by an i18n key, or by its own text per language (e.g. country names). */
export type SelectOption = { value: string; labelKey: string } | { value: string; label: Translatable };

/** Where an uploaded file is served (`/images/{folder}/{name}`) and the multipart field it travels in. */
export type UploadConfig = { folder: string; fileField: string };

export type FieldConfig = {
  name: string;
  labelKey: string;
  type: FieldType;
  isRequired?: boolean;
  descriptionKey?: string;
  /** The hint of a new record, where it differs from the one shown when editing. */
  createDescriptionKey?: string;
  options?: SelectOption[];
  /**
   * For `reference`: the resource to pick from; the form holds the id. `dependsOn` narrows the
   * choices to those whose `filter` equals another field of the same form or list item (streets of
   * the chosen city); the choice is cleared when that field changes, and until it is set the
   * picker is disabled with `hintKey` ("Choose a city first") as its placeholder.
   */
  reference?: {
    resource: string;
    labelField?: string;
    filters?: unknown[];
    dependsOn?: { field: string; filter: string; hintKey: string };
    /**
     * For `multi-reference`: the form holds `[{id?, [itemKey]: id}]` (entries with their own id,
     * a product's bundles) instead of plain ids.
     */
    itemKey?: string;
    /**
     * The record being edited is not offered (a product is not its own cross-sell); for `reference`
     * in a tree, nor are its descendants (a category never moves under its own child).
     */
    excludesSelf?: boolean;
    /** For `multi-reference`: the text shown while nothing is picked ("No ingredients"). */
    emptyKey?: string;
  };
  /** For `list`: each item's fields, the values of a new item, its title ("Address {{number}}") and the add button. */
  item?: {
    fields: FieldConfig[];
    defaults: Record<string, unknown>;
    titleKey: string;
    addKey: string;
    emptyKey?: string;
  };
  /** Sent only when set, or when it clears a stored value (e.g. a birthday). */
  omitWhenEmpty?: boolean;
  /** For `image`: the served folder and the multipart field the file travels in. */
  image?: UploadConfig;
  /** For `video`: the same, served from `/videos/{folder}`. */
  video?: UploadConfig;
  /** Filled from another field while the user has not typed here, e.g. a slug from the name. */
  suggestFrom?: { field: string; suggest: (value: unknown) => Promise<string> };
  /** Only shown while this returns true for the current values. */
  isVisible?: (values: Record<string, unknown>) => boolean;
  /** Shown but never edited nor sent (set elsewhere, e.g. by an integration's mapping). */
  isReadOnly?: boolean;
  /**
   * Write-only (a credential): the record answers it as null beside `has_<name>`, and the form says
   * when one is stored; left empty (with `omitWhenEmpty`), the stored one stays.
   */
  isSecret?: boolean;
  span?: 3 | 4 | 6 | 12;
  /**
   * For `map-polygon`: the records whose shapes are drawn faintly beside this one, and the setting
   * ("lat,lng") the map centres on while nothing is drawn.
   */
  map?: { resource: string; centerSetting?: string };
  /** For `number`: at most this many decimals may be typed (2 for money). */
  decimals?: number;
};

export type ResourceRecord = Record<string, unknown> & { id: number };

export type ResourceConfig = {
  /** API path and record name: `/api/{name}`. */
  name: string;
  /** Where the list lives, e.g. `/app/settings/cities`; forms at `/create` and `/edit/{id}`. */
  basePath: string;
  /** Key for remembered grid settings (hidden columns). */
  gridId: string;
  titleKey: string;
  /** i18n key of one record, e.g. "City" for "Create city" titles. */
  itemKey: string;
  sectionKey: string;
  columns: ColumnConfig[];
  /** `page` (own route), `drawer` (side modal over the list) or `none` (read only: no create, edit or delete). */
  formMode: 'page' | 'drawer' | 'none';
  /** Each row opens `{basePath}/show/{id}`, a screen of its own, by a click on the row or its view button. */
  hasShowScreen?: boolean;
  /** Filters that pick a record of another resource by name where no form field says which (read-only lists). */
  filterReferences?: Record<string, string>;
  /** The contract's schema, loaded with the form (see `contractSchema`). */
  schema: () => Promise<z.ZodObject>;
  defaults: Record<string, unknown>;
  fields: FieldConfig[];
  /** Turns a loaded record into form values (references to ids and the like). */
  toFormValues?: (record: ResourceRecord) => Record<string, unknown>;
  /** Content under an expanded row; with it, rows get an expand toggle. */
  renderExpanded?: (record: ResourceRecord) => ReactNode;
  /** Nested rows for tree lists. */
  children?: { field: string; topLevelFilter: unknown[] };
  defaultSort?: { field: string; direction: 'ASC' | 'DESC' };
  /** Turns the checked form values into what is sent (a product without modifiers sends none). */
  toRequestValues?: (values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * A short form in the side modal beside the full page (the spec's modal of Delivery zones): the
   * fields it shows and its own schema; the Actions menu opens it with "Quick create".
   */
  quickForm?: { fields: string[]; schema: () => Promise<z.ZodObject> };
  /**
   * Shown under the fields with the form's current values (a funnel's live audience count, its
   * sending progress and log); `id` is the record's once stored.
   */
  FormAddon?: ComponentType<{ id?: number; values: Record<string, unknown> }>;
  /** The stored record can no longer be edited (a funnel being sent): fields shown disabled, no Save. */
  isLocked?: (values: Record<string, unknown>) => boolean;
  /** Further entries of the list's Actions menu: links to screens of their own. */
  listActions?: { key: string; labelKey: string; to: string }[];
};

type Contract = typeof import('@mise/contract');
type ContractSchemaName = {
  [K in keyof Contract]: Contract[K] extends z.ZodObject ? K : never;
}[keyof Contract];

/** Loads a contract schema when a form opens, so list screens never download zod. */
export const contractSchema = (name: ContractSchemaName) => () =>
  import('@mise/contract').then((contract) => contract[name] as z.ZodObject);

export const defineResourceConfig = (config: ResourceConfig) => config;

/** The config of a resource's quick form: only its fields, defaults and schema. */
export function quickFormConfig(config: ResourceConfig): ResourceConfig {
  const { fields, schema } = config.quickForm!;
  return {
    ...config,
    formMode: 'drawer',
    // The side modal is narrow: each field takes its whole width.
    fields: config.fields
      .filter((field) => fields.includes(field.name))
      .map((field) => ({ ...field, span: undefined })),
    defaults: Object.fromEntries(Object.entries(config.defaults).filter(([name]) => fields.includes(name))),
    schema,
  };
}
