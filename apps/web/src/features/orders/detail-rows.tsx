import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailRow =
  | { label: string; value: ReactNode; isStrong?: boolean }
  | false
  | null
  | undefined
  | '';

/** Label and value pairs of an order's cards; a row given as `false` is left out (e.g. a zero discount). */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {rows
        .filter((row) => row)
        .map((row) => {
          const { label, value, isStrong } = row as Exclude<DetailRow, false | null | undefined | ''>;
          return (
            <Group key={label} justify="space-between" gap="xs" py={4} wrap="nowrap" align="flex-start">
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" fw={isStrong ? 700 : 500} ta="end" m={0}>
                {value}
              </Text>
            </Group>
          );
        })}
    </dl>
  );
}
