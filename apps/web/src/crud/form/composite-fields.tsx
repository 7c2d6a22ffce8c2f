import { useTranslation } from 'react-i18next';
import { referenceFilters } from './dependent-fields.ts';
import type { FieldInputProps } from './field-input-props.ts';
import { uploadOf } from './form-payload.ts';
import { MediaInput, type MediaKind } from './media-input.tsx';
import { MultiReferenceSelect } from './multi-reference-select.tsx';
import { ReferenceSelect } from './reference-select.tsx';
import { TranslatableInput } from './translatable-input.tsx';

// Fields built from a component of their own: per-language text, uploads and references.

export function TranslatableField({
  field,
  label,
  value,
  onChange,
  error,
  isMultiline,
}: FieldInputProps & { isMultiline?: boolean }) {
  return (
    <TranslatableInput
      label={label}
      value={value as Record<string, string>}
      onChange={onChange}
      error={error}
      isRequired={field.isRequired}
      isMultiline={isMultiline}
    />
  );
}

/** An image or a video: picked now and sent with the save, or removed by clearing the stored name. */
export function UploadField({
  field,
  label,
  description,
  value,
  onChange,
  error,
  files,
  setFile,
  kind,
}: FieldInputProps & { kind: MediaKind }) {
  return (
    <MediaInput
      kind={kind}
      label={label}
      description={description}
      folder={uploadOf(field)!.folder}
      storedName={value as string | null}
      file={files[field.name]}
      onPick={(file) => setFile(field.name, file)}
      onRemove={() => onChange(null)}
      error={error}
    />
  );
}

export function MultiReferenceField({
  field,
  label,
  description,
  value,
  onChange,
  onBlur,
  recordId,
  path,
}: FieldInputProps) {
  const { t } = useTranslation();
  const reference = field.reference!;
  return (
    <MultiReferenceSelect
      name={path ?? field.name}
      label={label}
      description={description}
      resource={reference.resource}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      itemKey={reference.itemKey}
      excludeId={reference.excludesSelf ? recordId : undefined}
      emptyText={reference.emptyKey ? t(reference.emptyKey) : undefined}
    />
  );
}

/** One record of another resource, its choices narrowed by the fields it depends on. */
export function ReferenceField({
  field,
  label,
  description,
  value,
  values,
  onChange,
  error,
  recordId,
}: FieldInputProps) {
  const { filters, isWaiting } = referenceFilters(field, values);
  const reference = field.reference!;
  return (
    <ReferenceSelect
      label={label}
      resource={reference.resource}
      labelField={reference.labelField}
      filters={filters}
      isDisabled={isWaiting}
      waitingHintKey={reference.dependsOn?.hintKey}
      excludeSubtreeOf={reference.excludesSelf ? recordId : undefined}
      description={description}
      value={value as number | null}
      onChange={onChange}
      error={error}
      isRequired={field.isRequired}
    />
  );
}
