import type { APIRequestContext } from '@playwright/test';
import type { FieldValue } from '../pages/fields.ts';
import type { ResourceFormPage } from '../pages/resource-form.page.ts';

/** A record as the API lists it. */
export type ApiRecord = { id: number } & Record<string, unknown>;

/** One filter applied the way people apply it, the chip that then reads it back, and the rows left. */
export type FilterStep = {
  field: string;
  condition: string;
  /** As picked: a name for references and codes, a boolean for a switch, else typed text. */
  value: FieldValue;
  chip: string;
  /** The name column of every row left (our rows only: the list is searched for them first). */
  shows: string[];
};

/** A save the form refuses: what is filled first, and the errors shown under those fields. */
export type Refusal = { values?: Record<string, FieldValue>; errors: Record<string, string> };

/**
 * What the table-driven suite (e2e/resources.spec.ts) needs to know of one plain resource. Each
 * case seeds its own rows through the API, found again by `isOurs` for the clean-up.
 */
export type ResourceCase = {
  /** The API name, `/api/{name}`; screenshots are named after it too. */
  name: string;
  path: string;
  /** The list column that names a row, and that name for a record as the API returns it. */
  nameColumn: string;
  nameOf: (record: ApiRecord) => string;
  seed: (api: APIRequestContext) => Promise<void>;
  isOurs: (record: ApiRecord) => boolean;
  /** What the seed made in other resources, removed after this case's rows. */
  cleanUp?: (api: APIRequestContext) => Promise<void>;
  /** A search that lists this case's seeded rows only. */
  search: string;
  create: {
    /** What a new form starts with, by label: text values, or a switch on (true) or off. */
    opensWith?: Record<string, string | boolean>;
    refusals: Refusal[];
    fill: (form: ResourceFormPage) => Promise<void>;
    name: string;
    rowShows?: string[];
    stored: Record<string, unknown>;
  };
  edit: {
    /** Values the form shows again, by label (input values as text). */
    shows: Record<string, string>;
    fill: (form: ResourceFormPage) => Promise<void>;
    name: string;
    rowShows?: string[];
    stored: Record<string, unknown>;
  };
  /** Switches flipped from the list (off, then on again): the row, the column label, the field. */
  switches: { row: string; column: string; field: string }[];
  filters: FilterStep[];
  /** A column sorted both ways and paged by 5 over the seeded rows (six of them), ascending. */
  sort: { column: string; field: string; ascending: string[] };
  /** A record of another list this case's rows still use: deleting it is refused (409). */
  inUse?: { path: string; row: string; reason: string };
};
