import 'dayjs/locale/pl';
import 'dayjs/locale/ru';
import { DateInput as MantineDateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateInputFormat, parseTypedDate } from './typed-date.ts';

/** Spec part 1, section 9: date pickers offer years from 1930. */
export const firstPickerYear = 1930;

/** What the lazy picker inputs (a date, a time of day) take from the form. */
export type PickerInputProps = {
  label: string;
  description?: string;
  value: unknown;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  error?: string;
  isRequired?: boolean;
};

/**
 * A calendar date kept as `YYYY-MM-DD`, typed in the language's order or picked; the calendar
 * opens on the stored date, and its header's month and year are native selects.
 */
export default function DateInput({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  isRequired,
}: PickerInputProps) {
  const { t, i18n } = useTranslation();
  const date = typeof value === 'string' && value ? value.slice(0, 10) : null;
  const format = dateInputFormat(i18n.language);
  return (
    <MantineDateInput
      label={label}
      description={description}
      value={date}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      onBlur={onBlur}
      error={error}
      required={isRequired}
      clearable={!isRequired}
      clearButtonProps={{ 'aria-label': t('form.clear_date') }}
      locale={i18n.language}
      valueFormat={format}
      dateParser={(text) => parseTypedDate(text, i18n.language)}
      placeholder={t('form.date_placeholder')}
      defaultDate={date ?? undefined}
      minDate={`${firstPickerYear}-01-01`}
      withNativeLevelSelect
      yearsSelectRange={[firstPickerYear, new Date().getFullYear() + 10]}
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      popoverProps={{ withinPortal: true }}
    />
  );
}
