import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function RoutePending() {
  return (
    <Center mih="40vh" aria-busy="true">
      <Loader />
    </Center>
  );
}

/** A route that failed to load (most often a chunk gone after a new deployment). */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  console.error(error);
  return (
    <Center mih="40vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={3}>{t('shell.something_went_wrong')}</Title>
        <Text c="dimmed" size="sm" ta="center">
          {error instanceof Error ? error.message : String(error)}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button>
      </Stack>
    </Center>
  );
}
