import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveLanguages } from '../../../crud/form/use-active-languages.ts';
import { SettingSelect, SettingSwitch } from '../setting-inputs.tsx';
import { SettingsSection } from '../settings-section.tsx';

/** Tab 2: how menu data pulled from the integration arrives. */
export function ImportTab() {
  const { t } = useTranslation();
  const { languages } = useActiveLanguages();
  return (
    <Stack gap="xl">
      <SettingsSection title={t('settings.sections.import')} description={t('settings.hints.import')}>
        <SettingSwitch name="enable_by_default" description={t('settings.hints.enable_by_default')} />
        <SettingSelect
          name="default_language"
          maw={360}
          isRequired
          description={t('settings.hints.default_language')}
          data={languages.map((language) => ({
            value: language.code,
            label: `${language.title} (${language.code})`,
          }))}
        />
      </SettingsSection>
    </Stack>
  );
}

/** Tab 3: whether orders go out to the active integration. */
export function ExportTab() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.sections.export')} description={t('settings.hints.export')}>
      <SettingSwitch name="enable_order_export" description={t('settings.hints.enable_order_export')} />
    </SettingsSection>
  );
}
