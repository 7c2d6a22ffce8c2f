import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../settings-section.tsx';
import { WorkingDaysInput } from '../working-days-input.tsx';
import {
  CheckoutSection,
  ContactsSection,
  ImagesSection,
  LinksSection,
  SeoSection,
  StorefrontSection,
  TextsSection,
} from './website-sections.tsx';

/** Tab 4: what the website, the app and the bot show and how they take orders. */
export function WebsiteTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <StorefrontSection />
      <Divider />
      <ContactsSection />
      <Divider />
      <SettingsSection
        title={t('settings.sections.working_days')}
        description={t('settings.hints.working_days')}
      >
        <WorkingDaysInput />
      </SettingsSection>
      <Divider />
      <ImagesSection />
      <Divider />
      <SeoSection />
      <Divider />
      <LinksSection />
      <Divider />
      <CheckoutSection />
      <Divider />
      <TextsSection />
    </Stack>
  );
}
