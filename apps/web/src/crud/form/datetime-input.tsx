import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { PickerInputProps } from './date-input.tsx';
import { fromPickerValue, momentPickerProps, toPickerValue } from './moment-picker.tsx';

/**
 * A moment kept as ISO 8601 with the browser's offset (`2026-03-01T18:15:00+01:00`), picked as a
 * day in the language's order and a time of day in 15-minute steps.
 */
export default function DateTimeInput({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  isRequired,
}: PickerInputProps) {
  const { t, i18n } = useTranslation();
  return (
    <DateTimePicker
      {...momentPickerProps(t, i18n.language)}
      label={label}
      description={description}
      value={toPickerValue(value)}
      onChange={(next) => onChange(fromPickerValue(next))}
      onBlur={onBlur}
      error={error}
      required={isRequired}
      clearable={!isRequired}
      placeholder={t('form.datetime_placeholder')}
    />
  );
}
