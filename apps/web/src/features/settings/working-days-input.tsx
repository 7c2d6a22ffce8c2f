import { Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { weekdayDisplayOrder } from '@mise/contract/settings/setting-choices';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maskTime } from './time-mask.ts';

/** 4 January 2026 was a Sunday: weekday n is that date plus n days. */
const sunday = Date.UTC(2026, 0, 4);

function useWeekdayNames(): string[] {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, day) => {
      const name = format.format(new Date(sunday + day * 86_400_000));
      return name.charAt(0).toUpperCase() + name.slice(1);
    });
  }, [i18n.language]);
}

function TimeField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  return (
    <TextInput
      aria-label={label}
      placeholder={t('settings.time_placeholder')}
      inputMode="numeric"
      maxLength={5}
      w={110}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(maskTime(event.currentTarget.value))}
      onBlur={field.onBlur}
      error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
    />
  );
}

/** Seven rows, Monday first, each with masked HH:MM "from" and "to"; row n edits `working_days.n`. */
export function WorkingDaysInput() {
  const { t } = useTranslation();
  const weekdays = useWeekdayNames();
  const { fieldState } = useController({ name: 'working_days' });
  const rootError = fieldState.error?.message;
  return (
    <Input.Wrapper error={rootError ? t(rootError) : undefined}>
      <Stack gap={6} mt={6}>
        {weekdayDisplayOrder.map((day) => (
          <Group key={day} gap="sm" align="flex-start" wrap="nowrap">
            <Text size="sm" w={130} pt={7} fw={500}>
              {weekdays[day]}
            </Text>
            <TimeField name={`working_days.${day}.from`} label={`${weekdays[day]}: ${t('settings.from')}`} />
            <Text size="sm" pt={7} c="dimmed">
              –
            </Text>
            <TimeField name={`working_days.${day}.to`} label={`${weekdays[day]}: ${t('settings.to')}`} />
          </Group>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
