import { Input, NumberInput, PasswordInput, Switch, Textarea, TextInput } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { FieldType } from '../resource-config.ts';
import { ColorField, FlagsField, SegmentedField, SelectInput } from './choice-fields.tsx';
import { MultiReferenceField, ReferenceField, TranslatableField, UploadField } from './composite-fields.tsx';
import type { PickerInputProps } from './date-input.tsx';
import { type FieldInputProps, fieldText } from './field-input-props.ts';
import { ListInput } from './list-input.tsx';

export type { FieldInputProps } from './field-input-props.ts';

// The calendar (and dayjs locales) load only with a form that has a date.
const DateInput = lazy(() => import('./date-input.tsx'));
const DateTimeInput = lazy(() => import('./datetime-input.tsx'));
const TimeInput = lazy(() => import('./time-input.tsx'));
/** A picker loaded on first use, with a disabled box in its place until it arrives. */
const lazyPicker =
  (Picker: ComponentType<PickerInputProps>) =>
  ({ field, label, description, value, onChange, onBlur, error }: FieldInputProps) => (
    <Suspense fallback={<TextInput label={label} description={description} disabled />}>
      <Picker
        label={label}
        description={description}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        isRequired={field.isRequired}
      />
    </Suspense>
  );
// Leaflet and its drawing tools load only with a form that has a map.
const MapPolygonInput = lazy(() => import('./map-polygon/map-polygon-input.tsx'));

/** What every plain text input shares: its label, value as text, blur and error. */
function textInputProps({ field, label, description, value, onChange, onBlur, error }: FieldInputProps) {
  return {
    label,
    description,
    value: fieldText(value),
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    onBlur,
    error,
    required: field.isRequired,
    readOnly: field.isReadOnly,
    // A value only shown reads as such, not as an empty box waiting for input.
    variant: field.isReadOnly ? 'filled' : undefined,
  };
}

/** One input per field type. */
const fieldInputs: Record<FieldType, (props: FieldInputProps) => ReactNode> = {
  text: (props) => <TextInput {...textInputProps(props)} />,
  email: (props) => <TextInput type="email" {...textInputProps(props)} />,
  password: (props) => <PasswordInput {...textInputProps(props)} autoComplete="new-password" />,
  textarea: (props) => <Textarea {...textInputProps(props)} autosize minRows={3} />,
  number: ({ field, label, description, value, onChange, onBlur, error }) => (
    <NumberInput
      label={label}
      description={description}
      value={value == null ? '' : (value as number)}
      onChange={(next) => onChange(next === '' ? null : next)}
      onBlur={onBlur}
      error={error}
      required={field.isRequired}
      decimalScale={field.decimals}
    />
  ),
  switch: ({ label, value, onChange }) => (
    <Switch
      label={label}
      checked={Boolean(value)}
      onChange={(event) => onChange(event.currentTarget.checked)}
      mt="xs"
    />
  ),
  select: (props) => <SelectInput {...props} />,
  reference: (props) => <ReferenceField {...props} />,
  translatable: (props) => <TranslatableField {...props} />,
  'translatable-textarea': (props) => <TranslatableField {...props} isMultiline />,
  image: (props) => <UploadField {...props} kind="image" />,
  video: (props) => <UploadField {...props} kind="video" />,
  date: lazyPicker(DateInput),
  time: lazyPicker(TimeInput),
  flags: (props) => <FlagsField {...props} />,
  datetime: lazyPicker(DateTimeInput),
  color: (props) => <ColorField {...props} />,
  'map-polygon': (props) => (
    <Suspense fallback={<Input.Wrapper label={props.label} description={props.description} h={420} />}>
      <MapPolygonInput {...props} />
    </Suspense>
  ),
  list: (props) => <ListInput {...props} Input={FieldInput} />,
  'multi-reference': (props) => <MultiReferenceField {...props} />,
  segmented: (props) => <SegmentedField {...props} />,
};

export function FieldInput(props: FieldInputProps) {
  return <>{fieldInputs[props.field.type](props)}</>;
}
