import { Checkbox, ColorInput, Input, SegmentedControl, Select, SimpleGrid } from '@mantine/core';
import { readTranslatable } from '@mise/contract';
import { useTranslation } from 'react-i18next';
import { type FieldInputProps, fieldText } from './field-input-props.ts';

// Fields that pick among declared options: a select, segments, flags, and a colour.

/** Long lists (countries) are searchable. */
const searchableFrom = 10;

export function SelectInput({ field, label, description, value, onChange, error }: FieldInputProps) {
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

/** A few choices side by side (a product's "without / with modifiers"). */
export function SegmentedField({ field, label, value, onChange }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label}>
      <SegmentedControl
        aria-label={label}
        display="flex"
        mt={4}
        // Long choices ("С модификаторами") wrap on a phone instead of being cut off.
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
        value={fieldText(value)}
        onChange={onChange}
        data={(field.options ?? []).map((option) => ({
          value: option.value,
          label: 'labelKey' in option ? t(option.labelKey) : option.value,
        }))}
      />
    </Input.Wrapper>
  );
}

export function ColorField({ field, label, value, onChange, error }: FieldInputProps) {
  const { t } = useTranslation();
  return (
    <ColorInput
      label={label}
      value={fieldText(value)}
      onChange={onChange}
      error={error}
      required={field.isRequired}
      // The eye dropper is an icon alone: it needs a name of its own.
      eyeDropperButtonProps={{ 'aria-label': t('form.pick_color') }}
    />
  );
}

/** Named on/off flags held in one object (a promotion's weekdays: `{monday: true, …}`). */
export function FlagsField({ field, label, description, value, onChange, error }: FieldInputProps) {
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
