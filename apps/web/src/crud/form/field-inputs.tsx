import {
  Checkbox,
  ColorInput,
  Input,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { readTranslatable } from '@mise/contract';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldConfig, FieldType } from '../resource-config.ts';
import type { PickerInputProps } from './date-input.tsx';
import { referenceFilters } from './dependent-fields.ts';
import { type PendingFiles, uploadOf } from './form-payload.ts';
import { ListInput } from './list-input.tsx';
import { MediaInput, type MediaKind } from './media-input.tsx';
import { MultiReferenceSelect } from './multi-reference-select.tsx';
import { ReferenceSelect } from './reference-select.tsx';
import { TranslatableInput } from './translatable-input.tsx';

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

// The calendar (and dayjs locales) load only with a form that has a date.
const DateInput = lazy(() => import('./date-input.tsx'));
const DateTimeInput = lazy(() => import('./datetime-input.tsx'));
const TimeInput = lazy(() => import('./time-input.tsx'));
// Leaflet and its drawing tools load only with a form that has a map.
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
const MapPolygonInput = lazy(() => import('./map-polygon/map-polygon-input.tsx'));

const text = (value: unknown) => (value == null ? '' : String(value));

/** Long lists (countries) are searchable. */
const searchableFrom = 10;

function SelectInput({ field, label, description, value, onChange, error }: FieldInputProps) {
  const { t, i18n } = useTranslation();
  const options = field.options ?? [];
  return (
    <Select
      label={label}
      description={description}
      data={options.map((option) => ({
        value: option.value,
        label: 'label' in option ? readTranslatable(option.label, i18n.language) : t(option.labelKey),
      }))}
      value={value == null ? null : String(value)}
      onChange={(next) => onChange(next)}
      required={field.isRequired}
      error={error}
      allowDeselect={!field.isRequired}
      clearable={!field.isRequired}
      searchable={options.length >= searchableFrom}
    />
  );
}

/** What every plain text input shares: its label, value as text, blur and error. */
function textInputProps({ field, label, description, value, onChange, onBlur, error }: FieldInputProps) {
  return {
    label,
    description,
    value: text(value),
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    onBlur,
    error,
    required: field.isRequired,
    readOnly: field.isReadOnly,
    // A value only shown reads as such, not as an empty box waiting for input.
    variant: field.isReadOnly ? 'filled' : undefined,
  };
}

function TranslatableField({
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
function UploadField({
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

function MultiReferenceField({
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

/** A few choices side by side (a product's "without / with modifiers"). */
function SegmentedField({ field, label, value, onChange }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label}>
      <SegmentedControl
        aria-label={label}
        display="flex"
        mt={4}
        // Long choices ("С модификаторами") wrap on a phone instead of being cut off.
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
        value={text(value)}
        onChange={onChange}
        data={(field.options ?? []).map((option) => ({
          value: option.value,
          label: 'labelKey' in option ? t(option.labelKey) : option.value,
        }))}
      />
    </Input.Wrapper>
  );
}

function ColorField({ field, label, value, onChange, error }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <ColorInput
      label={label}
      value={text(value)}
      onChange={onChange}
      error={error}
      required={field.isRequired}
      // The eye dropper is an icon alone: it needs a name of its own.
      eyeDropperButtonProps={{ 'aria-label': t('form.pick_color') }}
    />
  );
}

/** Named on/off flags held in one object (a promotion's weekdays: `{monday: true, …}`). */
function FlagsField({ field, label, description, value, onChange, error }: FieldInputProps) {
  const { t } = useTranslation();
  const flags = value && typeof value === 'object' ? (value as Record<string, boolean>) : {};
  const options = field.options ?? [];
  return (
    <Checkbox.Group
      label={label}
      description={description}
      error={error}
      value={options.map((option) => option.value).filter((name) => flags[name])}
      onChange={(checked) =>
        onChange(Object.fromEntries(options.map((option) => [option.value, checked.includes(option.value)])))
      }
    >
      <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="xs" mt="xs">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={'labelKey' in option ? t(option.labelKey) : option.value}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
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
  reference: ({ field, label, description, value, values, onChange, error, recordId }) => {
    const { filters, isWaiting } = referenceFilters(field, values);
    return (
      <ReferenceSelect
        label={label}
        resource={field.reference!.resource}
        labelField={field.reference!.labelField}
        filters={filters}
        isDisabled={isWaiting}
        waitingHintKey={field.reference!.dependsOn?.hintKey}
        excludeSubtreeOf={field.reference!.excludesSelf ? recordId : undefined}
        description={description}
        value={value as number | null}
        onChange={onChange}
        error={error}
        isRequired={field.isRequired}
      />
    );
  },
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
