import { Divider, Stack } from '@mantine/core';
import { countries } from '@mise/contract/reference/countries';
import { currencies } from '@mise/contract/reference/currencies';
import {
  type SmsProvider,
  smsProviderCredentials,
  smsProviders,
} from '@mise/contract/settings/setting-choices';
import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmDiscardingUnsavedChanges } from '../../../app/unsaved-changes.ts';
import { applyThemeWithReload, type ThemeId, ThemeSwatches } from '../../../theme/index.ts';
import { SettingSecret, SettingSelect, SettingText } from '../setting-inputs.tsx';
import { SettingsSection } from '../settings-section.tsx';
import { smsProviderNames } from '../sms-provider-names.ts';

/** A new theme reloads the page: unsaved settings are asked about first. */
async function pickTheme(id: ThemeId) {
  if (await confirmDiscardingUnsavedChanges()) applyThemeWithReload(id);
}

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

/** Picking another country moves the time zone to that country's own; it can still be changed after. */
function TimeZoneFollowsCountry() {
  const code = useWatch({ name: 'country' }) as string | null;
  const { setValue, getFieldState } = useFormContext();
  const previous = useRef(code);
  useEffect(() => {
    if (code === previous.current) return;
    previous.current = code;
    // Loading the stored settings is no pick.
    if (!getFieldState('country').isDirty) return;
    const zone = countries.find((country) => country.code === code)?.timezone;
    if (zone) setValue('time_zone', zone, { shouldDirty: true });
  }, [code, setValue, getFieldState]);
  return null;
}

/** Tab 0: currency, brand, country, time zone, the SMS provider with its credentials, and the panel's theme. */
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
  const timeZoneOptions = useMemo(
    () => Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [],
  );
  const countryOptions = useMemo(
    () =>
      countries
        .map((country) => ({ value: country.code, label: country.name[language] || country.name.en }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );

  return (
    <Stack gap="xl">
      <TimeZoneFollowsCountry />
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
          name="time_zone"
          data={timeZoneOptions}
          searchable
          isRequired
          nothingFoundMessage={t('shell.no_results')}
          description={t('settings.hints.time_zone')}
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
          data={smsProviders.map((provider) => ({ value: provider, label: smsProviderNames[provider] }))}
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
