import { Divider, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingTranslatable } from '../setting-inputs.tsx';
import { SettingsSection } from '../settings-section.tsx';

/** The home page uses the site's own meta keys (also on the website tab); the others have their own. */
const pages = [
  { key: 'home', prefix: '' },
  { key: 'contact', prefix: 'contact_page_' },
  { key: 'wishlist', prefix: 'wishlist_page_' },
  { key: 'privacy', prefix: 'privacy_page_' },
] as const;

/** Tab 5: meta title and description per language for the storefront's pages. */
export function MarketingTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      {pages.map((page, index) => (
        <Fragment key={page.key}>
          {index > 0 && <Divider />}
          <SettingsSection
            title={t(`settings.pages.${page.key}`)}
            description={page.key === 'home' ? t('settings.hints.home_meta') : undefined}
            columns={2}
          >
            <SettingTranslatable name={`${page.prefix}meta_title`} label={t('settings.fields.meta_title')} />
            <SettingTranslatable
              name={`${page.prefix}meta_description`}
              label={t('settings.fields.meta_description')}
              isMultiline
            />
          </SettingsSection>
        </Fragment>
      ))}
    </Stack>
  );
}
