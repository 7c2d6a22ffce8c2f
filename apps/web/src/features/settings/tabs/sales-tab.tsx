import { Divider, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingSwitch, SettingText } from '../setting-inputs.tsx';
import { SettingsSection } from '../settings-section.tsx';

/** Tab 1: delivery zones on the map (with the maps key) and the e-mail that receives each sale. */
export function SalesTab() {
  const { t } = useTranslation();
  const [zonesEnabled, salesEmailEnabled] = useWatch({
    name: ['google_delivery_zones_enabled', 'sales_email_enabled'],
  });
  return (
    <Stack gap="xl">
      <SettingsSection
        title={t('settings.sections.delivery_zones')}
        description={t('settings.hints.delivery_zones')}
      >
        <SettingSwitch name="google_delivery_zones_enabled" />
        <SettingText name="google_delivery_zones_api_key" isRequired={Boolean(zonesEnabled)} />
      </SettingsSection>
      <Divider />
      <SettingsSection
        title={t('settings.sections.sales_email')}
        description={t('settings.hints.sales_email')}
      >
        <SettingSwitch name="sales_email_enabled" />
        <SettingText
          name="sales_email"
          type="email"
          isRequired={Boolean(salesEmailEnabled)}
          placeholder="sales@restaurant.com"
        />
      </SettingsSection>
    </Stack>
  );
}
