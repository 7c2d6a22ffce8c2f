import { Anchor, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../app/breadcrumbs.tsx';
import { IikoCredentialsStep } from './iiko-credentials-step.tsx';
import { IikoMappingStep } from './iiko-mapping-step.tsx';
import { IntegrationLoadState } from './integration-load-state.tsx';
import { integrationsPath } from './integrations.routes.tsx';
import { integrationQuery } from './integrations-api.ts';

/**
 * /app/settings/integrations/iiko (spec part 2, iiko wizard): credentials, checked with iiko on
 * Next; the payment methods mapped to iiko's payment types; then done, with a way back. The steps
 * are not clickable, and the buttons go once it is done.
 */
export function IikoWizardPage() {
  const { t } = useTranslation();
  const integration = useQuery(integrationQuery);
  const [step, setStep] = useState(0);
  const title = t('integration.systems.iiko.name');
  return (
    <Stack gap="md">
      <Breadcrumbs
        items={[
          { label: t('nav.sections.settings') },
          { label: t('nav.items.integrations'), to: integrationsPath },
          { label: title },
        ]}
      />
      <Title order={1} size="h2">
        {title}
      </Title>
      <Card withBorder padding="lg" radius="md" maw={960}>
        <IntegrationLoadState isPending={integration.isPending} isError={integration.isError} />
        {integration.data && (
          <Stepper active={step} allowNextStepsSelect={false} size="sm">
            <Stepper.Step label={t('integration.wizard.credentials')}>
              <IikoCredentialsStep stored={integration.data} onDone={() => setStep(1)} />
            </Stepper.Step>
            <Stepper.Step label={t('integration.wizard.mapping')}>
              <IikoMappingStep onBack={() => setStep(0)} onDone={() => setStep(2)} />
            </Stepper.Step>
            <Stepper.Completed>
              <Stack gap="sm" align="flex-start" mt="md">
                <Group gap="xs" wrap="nowrap">
                  <IconCircleCheck size={22} color="var(--mantine-color-green-7)" aria-hidden />
                  <Title order={2} size="h4">
                    {t('integration.wizard.done_title')}
                  </Title>
                </Group>
                <Text size="sm">{t('integration.wizard.done_text')}</Text>
                <Anchor component={Link} to={integrationsPath}>
                  {t('integration.wizard.back_to_integrations')}
                </Anchor>
              </Stack>
            </Stepper.Completed>
          </Stepper>
        )}
      </Card>
    </Stack>
  );
}
