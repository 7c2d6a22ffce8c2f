import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../app/document-title.ts';
import { MiseMark } from '../../app/mise-logo.tsx';

/** /error and every unknown path (inside the shell when the path is under /app). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useScreenTitle(t('notFound.title'));
  return (
    <Center mih="70dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={460} ta="center">
        <MiseMark size={56} />
        <Text fz={64} fw={800} lh={1} c="var(--mantine-color-anchor)" aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1} fz={26}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button
          size="md"
          leftSection={<IconArrowLeft size={18} />}
          renderRoot={(props) => <Link {...props} to="/app" />}
        >
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
