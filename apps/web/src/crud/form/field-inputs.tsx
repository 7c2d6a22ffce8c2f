import { ColorInput, NumberInput, PasswordInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldConfig, FieldType } from '../resource-config.ts';
import type { PendingFiles } from './form-payload.ts';
import { ImageInput } from './image-input.tsx';
import { ReferenceSelect } from './reference-select.tsx';
import { TranslatableInput } from './translatable-input.tsx';

export type FieldInputProps = {
  field: FieldConfig;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error?: string;
  files: PendingFiles;
  setFile: (name: string, file: File | undefined) => void;
};

const text = (value: unknown) => (value == null ? '' : String(value));

function SelectInput({ field, label, value, onChange, error }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      data={(field.options ?? []).map((option) => ({ value: option.value, label: t(option.labelKey) }))}
      value={value == null ? null : String(value)}
      onChange={(next) => onChange(next)}
      required={field.isRequired}
      error={error}
      allowDeselect={!field.isRequired}
    />
  );
}

/** One input per field type. */
const fieldInputs: Record<FieldType, (props: FieldInputProps) => ReactNode> = {
  text: ({ field, label, value, onChange, onBlur, error }) => (
    <TextInput label={label} value={text(value)} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} error={error} required={field.isRequired} />
  ),
  email: ({ field, label, value, onChange, onBlur, error }) => (
    <TextInput type="email" label={label} value={text(value)} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} error={error} required={field.isRequired} />
  ),
  password: ({ field, label, value, onChange, onBlur, error }) => (
    <PasswordInput label={label} value={text(value)} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} error={error} required={field.isRequired} autoComplete="new-password" />
  ),
  textarea: ({ field, label, value, onChange, onBlur, error }) => (
    <Textarea label={label} value={text(value)} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} error={error} required={field.isRequired} autosize minRows={3} />
  ),
  number: ({ field, label, value, onChange, onBlur, error }) => (
    <NumberInput label={label} value={value == null ? '' : (value as number)} onChange={(next) => onChange(next === '' ? null : next)} onBlur={onBlur} error={error} required={field.isRequired} />
  ),
  switch: ({ label, value, onChange }) => (
    <Switch label={label} checked={Boolean(value)} onChange={(event) => onChange(event.currentTarget.checked)} mt="xs" />
  ),
  select: (props) => <SelectInput {...props} />,
  reference: ({ field, label, value, onChange, error }) => (
    <ReferenceSelect
      label={label}
      resource={field.reference!.resource}
      labelField={field.reference!.labelField}
      filters={field.reference!.filters}
      value={value as number | null}
      onChange={onChange}
      error={error}
      isRequired={field.isRequired}
    />
  ),
  translatable: ({ field, label, value, onChange, error }) => (
    <TranslatableInput label={label} value={value as Record<string, string>} onChange={onChange} error={error} isRequired={field.isRequired} />
  ),
  'translatable-textarea': ({ field, label, value, onChange, error }) => (
    <TranslatableInput label={label} value={value as Record<string, string>} onChange={onChange} error={error} isRequired={field.isRequired} isMultiline />
  ),
  image: ({ field, label, value, onChange, error, files, setFile }) => (
    <ImageInput
      label={label}
      folder={field.image!.folder}
      storedName={value as string | null}
      file={files[field.name]}
      onPick={(file) => setFile(field.name, file)}
      onRemove={() => onChange(null)}
      error={error}
    />
  ),
  date: ({ field, label, value, onChange, onBlur, error }) => (
    <TextInput type="date" label={label} value={text(value).slice(0, 10)} onChange={(event) => onChange(event.currentTarget.value || null)} onBlur={onBlur} error={error} required={field.isRequired} />
  ),
  color: ({ field, label, value, onChange, error }) => (
    <ColorInput label={label} value={text(value)} onChange={onChange} error={error} required={field.isRequired} />
  ),
};

export function FieldInput(props: FieldInputProps) {
  return <>{fieldInputs[props.field.type](props)}</>;
}
