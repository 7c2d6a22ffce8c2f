import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingSwitch, SettingTextarea } from '../setting-inputs.tsx';
import { SettingsSection } from '../settings-section.tsx';

/** Tab 6: who may not use the storefront. */
export function SecurityTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <SettingsSection title={t('settings.sections.security')}>
        <SettingTextarea name="block_by_domains" description={t('settings.hints.block_by_domains')} />
        <SettingSwitch name="block_python" description={t('settings.hints.block_python')} />
      </SettingsSection>
    </Stack>
  );
}
