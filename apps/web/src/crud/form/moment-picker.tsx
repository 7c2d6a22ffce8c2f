import 'dayjs/locale/pl';
import 'dayjs/locale/ru';
import { IconCalendarClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { dateInputFormat } from './typed-date.ts';

/** Spec: moments are picked in 15-minute steps on a 24-hour clock. */
export const minutesStep = 15;

/** What every moment picker (Mantine's DateTimePicker) shares: the language's day order, 24 hours, 15 minutes. */
export const momentPickerProps = (t: TFunction, language: string) => ({
  locale: language,
  valueFormat: `${dateInputFormat(language)} HH:mm`,
  timePickerProps: { format: '24h' as const, minutesStep, withDropdown: true },
  clearButtonProps: { 'aria-label': t('form.clear_date') },
  submitButtonProps: { 'aria-label': t('form.apply_date') },
  leftSection: <IconCalendarClock size={16} stroke={1.6} />,
  popoverProps: { withinPortal: true },
});

/** A stored moment (ISO 8601) as the picker holds it: local `YYYY-MM-DD HH:mm:ss`. */
export function toPickerValue(value: unknown): string | null {
  const moment = typeof value === 'string' && value ? dayjs(value) : null;
  return moment?.isValid() ? moment.format('YYYY-MM-DD HH:mm:ss') : null;
}

/** A picked moment as ISO 8601 with the browser's offset, whole minutes. */
export const fromPickerValue = (picked: string | null) => (picked ? dayjs(picked).second(0).format() : null);
