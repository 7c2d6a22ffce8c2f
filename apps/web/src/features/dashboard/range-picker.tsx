import { Button, Group } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPickerValue, momentPickerProps, toPickerValue } from '../../crud/form/moment-picker.tsx';
import { type DashboardRange, quickRanges } from './dashboard-range.ts';

type Props = { range: DashboardRange; onChange: (range: DashboardRange) => void };

/** Spec part 1: pickers in 15-minute steps (moment-picker.tsx), years from 1930. */
const earliest = new Date(1930, 0, 1);

/** Today, Week, Month, and a Range toggle revealing From and To with a Submit that needs both. */
export function RangePicker({ range, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const [isRangeOpen, setRangeOpen] = useState(range.kind === 'custom');
  const [from, setFrom] = useState<string | null>(range.kind === 'custom' ? range.from : null);
  const [to, setTo] = useState<string | null>(range.kind === 'custom' ? range.to : null);
  const pickerProps = {
    ...momentPickerProps(t, i18n.language),
    minDate: earliest,
    clearable: true,
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
          // Filled once a range is applied: while only its pickers are open, the range shown is still the quick one.
          variant={range.kind === 'custom' ? 'filled' : 'default'}
          aria-pressed={range.kind === 'custom'}
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
              value={toPickerValue(from)}
              onChange={(next) => setFrom(fromPickerValue(next))}
              maxDate={to ? new Date(to) : undefined}
            />
            <DateTimePicker
              {...pickerProps}
              label={t('dashboard.range.to')}
              value={toPickerValue(to)}
              onChange={(next) => setTo(fromPickerValue(next))}
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
