import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: string; description?: string; columns?: 1 | 2; children: ReactNode };

/** A titled group of settings inside a tab; two columns on wide screens for short fields. */
export function SettingsSection({ title, description, columns = 1, children }: Props) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={4}>{title}</Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {columns === 2 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      ) : (
        <Stack gap="sm">{children}</Stack>
      )}
    </Stack>
  );
}
