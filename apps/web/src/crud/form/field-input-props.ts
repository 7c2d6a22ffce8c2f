import type { FieldConfig } from '../resource-config.ts';
import type { PendingFiles } from './form-payload.ts';

export type FieldInputProps = {
  field: FieldConfig;
  label: string;
  description?: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error?: string;
  files: PendingFiles;
  setFile: (name: string, file: File | undefined) => void;
  /** The values beside this field (the form's, or its list item's), for fields that depend on others. */
  values?: Record<string, unknown>;
  /** The id of the record being edited; none for a new one. */
  recordId?: number;
  /** The field's full path in the form, where it sits inside a list (`product_modifiers.0.options`). */
  path?: string;
};

/** A field's value as the text an input shows. */
export const fieldText = (value: unknown) => (value == null ? '' : String(value));
