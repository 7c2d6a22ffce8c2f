import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';

/** The spec's one placeholder screen: it shows only 'TODO'. */
export function PosterPage() {
  const { t } = useTranslation();
  const title = t('integration.systems.poster.name');
  return (
    <Stack gap="md">
      <Breadcrumbs
        items={[
          { label: t('nav.sections.settings') },
          { label: t('nav.items.integrations') },
          { label: title },
        ]}
      />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>TODO</Text>
    </Stack>
  );
}
