import { Divider, Stack } from '@mantine/core';
import { countries } from '@mise/contract/reference/countries';
import { currencies } from '@mise/contract/reference/currencies';
import {
  type SmsProvider,
  smsProviderCredentials,
  smsProviders,
} from '@mise/contract/settings/setting-choices';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmDiscardingUnsavedChanges } from '../../../app/unsaved-changes.ts';
import { applyThemeWithReload, type ThemeId, ThemeSwatches } from '../../../theme/index.ts';
import { SettingSecret, SettingSelect, SettingText } from '../setting-inputs.tsx';
import { SettingsSection } from '../settings-section.tsx';

/** A new theme reloads the page: unsaved settings are asked about first. */
async function pickTheme(id: ThemeId) {
  if (await confirmDiscardingUnsavedChanges()) applyThemeWithReload(id);
}

const providerNames: Record<SmsProvider, string> = {
  twilio: 'Twilio',
  iqsms: 'IQSMS',
  redsms: 'RedSMS',
  smsfly: 'SMS-Fly',
};
const secretCredentials = new Set(['twilio_dsn', 'iqsms_dsn', 'redsms_apikey', 'smsfly_password']);

function SmsCredentials() {
  const provider = useWatch({ name: 'sms_provider' }) as SmsProvider | null;
  if (!provider || !smsProviderCredentials[provider]) return null;
  return smsProviderCredentials[provider].map((name) =>
    secretCredentials.has(name) ? (
      <SettingSecret key={name} name={name} isRequired />
    ) : (
      <SettingText key={name} name={name} isRequired />
    ),
  );
}

/** Tab 0: currency, brand, country, the SMS provider with its credentials, and the panel's theme. */
export function GeneralTab() {
  const { t, i18n } = useTranslation();
  const language = (['en', 'pl', 'ru'].includes(i18n.language) ? i18n.language : 'en') as 'en' | 'pl' | 'ru';
  const currencyOptions = useMemo(() => {
    const names = new Intl.DisplayNames(language, { type: 'currency' });
    return currencies.map((currency) => ({
      value: currency.code,
      label: `${currency.code} · ${names.of(currency.code) ?? currency.name} (${currency.symbol})`,
    }));
  }, [language]);
  const countryOptions = useMemo(
    () =>
      countries
        .map((country) => ({ value: country.code, label: country.name[language] || country.name.en }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );

  return (
    <Stack gap="xl">
      <SettingsSection title={t('settings.sections.business')} columns={2}>
        <SettingText name="brand_name" description={t('settings.hints.brand_name')} />
        <SettingSelect
          name="country"
          data={countryOptions}
          searchable
          clearable
          nothingFoundMessage={t('shell.no_results')}
          description={t('settings.hints.country')}
        />
        <SettingSelect
          name="currency"
          data={currencyOptions}
          searchable
          isRequired
          nothingFoundMessage={t('shell.no_results')}
        />
      </SettingsSection>
      <Divider />
      <SettingsSection
        title={t('settings.sections.sms')}
        description={t('settings.hints.sms_provider')}
        columns={2}
      >
        <SettingSelect
          name="sms_provider"
          clearable
          placeholder={t('settings.sms_none')}
          data={smsProviders.map((provider) => ({ value: provider, label: providerNames[provider] }))}
        />
        <SmsCredentials />
      </SettingsSection>
      <Divider />
      <SettingsSection title={t('settings.sections.theme')} description={t('settings.hints.theme')}>
        <ThemeSwatches onChange={(id) => void pickTheme(id)} />
      </SettingsSection>
    </Stack>
  );
}
