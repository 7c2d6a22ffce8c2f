import 'dayjs/locale/pl';
import 'dayjs/locale/ru';
import { Button, Group } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInputFormat } from '../../crud/form/typed-date.ts';
import { type DashboardRange, quickRanges } from './dashboard-range.ts';

type Props = { range: DashboardRange; onChange: (range: DashboardRange) => void };

/** Spec part 1: pickers in 15-minute steps, years from 1930. */
const minutesStep = 15;
const earliest = new Date(1930, 0, 1);

/** Today, Week, Month, and a Range toggle revealing From and To with a Submit that needs both. */
export function RangePicker({ range, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const [isRangeOpen, setRangeOpen] = useState(range.kind === 'custom');
  const [from, setFrom] = useState<string | null>(range.kind === 'custom' ? range.from : null);
  const [to, setTo] = useState<string | null>(range.kind === 'custom' ? range.to : null);
  const pickerProps = {
    locale: i18n.language,
    valueFormat: `${dateInputFormat(i18n.language)} HH:mm`,
    timePickerProps: { format: '24h' as const, minutesStep, withDropdown: true },
    minDate: earliest,
    clearable: true,
    clearButtonProps: { 'aria-label': t('form.clear_date') },
    submitButtonProps: { 'aria-label': t('form.apply_date') },
    leftSection: <IconCalendarClock size={16} stroke={1.6} />,
    popoverProps: { withinPortal: true },
    w: { base: '100%', xs: 220 },
  };
  const canSubmit = Boolean(from && to);

  return (
    <div>
      <Group gap="xs" role="group" aria-label={t('dashboard.range.label')}>
        {quickRanges.map((kind) => (
          <Button
            key={kind}
            variant={range.kind === kind ? 'filled' : 'default'}
            aria-pressed={range.kind === kind}
            onClick={() => {
              setRangeOpen(false);
              onChange({ kind });
            }}
          >
            {t(`dashboard.range.${kind}`)}
          </Button>
        ))}
        <Button
          variant={isRangeOpen || range.kind === 'custom' ? 'filled' : 'default'}
          aria-pressed={isRangeOpen}
          aria-expanded={isRangeOpen}
          onClick={() => setRangeOpen((open) => !open)}
        >
          {t('dashboard.range.custom')}
        </Button>
      </Group>
      {isRangeOpen && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (from && to) onChange({ kind: 'custom', from, to });
          }}
        >
          <Group mt="sm" align="flex-end" gap="sm">
            <DateTimePicker
              {...pickerProps}
              label={t('dashboard.range.from')}
              value={from ? dayjs(from).format('YYYY-MM-DD HH:mm:ss') : null}
              onChange={(next) => setFrom(next ? dayjs(next).second(0).format() : null)}
              maxDate={to ? new Date(to) : undefined}
            />
            <DateTimePicker
              {...pickerProps}
              label={t('dashboard.range.to')}
              value={to ? dayjs(to).format('YYYY-MM-DD HH:mm:ss') : null}
              onChange={(next) => setTo(next ? dayjs(next).second(0).format() : null)}
              minDate={from ? new Date(from) : earliest}
            />
            <Button type="submit" disabled={!canSubmit}>
              {t('dashboard.range.submit')}
            </Button>
          </Group>
        </form>
      )}
    </div>
  );
}
