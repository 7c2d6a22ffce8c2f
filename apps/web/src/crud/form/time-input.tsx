import { TimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { PickerInputProps } from './date-input.tsx';

/** A time of day kept as `HH:mm` on a 24-hour clock, typed as hours and minutes. */
export default function TimeInput({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  isRequired,
}: PickerInputProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      label={label}
      description={description}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next === '' ? null : next)}
      onBlur={onBlur}
      error={error}
      required={isRequired}
      format="24h"
      hoursInputLabel={`${label}: ${t('form.hours')}`}
      minutesInputLabel={`${label}: ${t('form.minutes')}`}
    />
  );
}
