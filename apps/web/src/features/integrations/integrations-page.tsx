import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';
import { IntegrationLoadState } from './integration-load-state.tsx';
import { integrationsPath } from './integrations.routes.tsx';
import { integrationQuery } from './integrations-api.ts';

const systems = ['poster', 'iiko'] as const;

/** /app/settings/integrations: a card for each restaurant system, saying which one is connected. */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const integration = useQuery(integrationQuery);
  const title = t('nav.items.integrations');
  return (
    <Stack gap="md">
      <Breadcrumbs items={[{ label: t('nav.sections.settings') }, { label: title }]} />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw={720}>
        {t('integration.intro')}
      </Text>
      <IntegrationLoadState isPending={integration.isPending} isError={integration.isError} />
      {integration.data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={960}>
          {systems.map((system) => {
            const isActive = integration.data.active_integration === system;
            const name = t(`integration.systems.${system}.name`);
            return (
              <Card key={system} withBorder padding="lg" radius="md" component="section" aria-label={name}>
                <Stack gap="sm" h="100%">
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      <IconPlugConnected size={20} aria-hidden />
                      <Title order={2} size="h4">
                        {name}
                      </Title>
                    </Group>
                    <Badge
                      variant={isActive ? 'filled' : 'light'}
                      color={isActive ? 'green' : 'gray'}
                      tt="none"
                    >
                      {t(isActive ? 'integration.active' : 'integration.inactive')}
                    </Badge>
                  </Group>
                  <Text size="sm" style={{ flex: 1 }}>
                    {t(`integration.systems.${system}.description`)}
                  </Text>
                  <Group>
                    <Button
                      component={Link}
                      to={`${integrationsPath}/${system}`}
                      variant={isActive ? 'light' : 'filled'}
                    >
                      {t(isActive ? 'integration.change' : 'integration.connect', { name })}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
