import { SimpleGrid } from '@mantine/core';
import {
  bannersOrStoriesChoices,
  categoryPageCardLayouts,
  productCardLayouts,
} from '@mise/contract/settings/setting-choices';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SettingImage,
  SettingNumber,
  SettingSelect,
  SettingSwitch,
  SettingText,
  SettingTextarea,
  SettingTranslatable,
} from '../setting-inputs.tsx';
import { SettingsSection } from '../settings-section.tsx';

export function ContactsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.sections.contacts')} columns={2}>
      <SettingText name="website_email" type="email" placeholder="hello@restaurant.com" />
      <SettingText name="website_telephone" type="tel" placeholder="+48 500 600 700" />
      <SettingText
        name="contact_us_map_center_position"
        placeholder="52.2297, 21.0122"
        description={t('settings.hints.map_center')}
      />
    </SettingsSection>
  );
}

export function StorefrontSection() {
  const { t } = useTranslation();
  const layoutLabel = (layout: string) => ({ value: layout, label: t(`settings.card_layouts.${layout}`) });
  return (
    <SettingsSection title={t('settings.sections.storefront')} columns={2}>
      <SettingSwitch name="website_enabled" />
      <SettingSwitch name="tg_bot_enabled" />
      <SettingSelect
        name="show_banners_or_stories"
        isRequired
        data={bannersOrStoriesChoices.map((choice) => ({
          value: choice,
          label: t(`settings.banners_or_stories.${choice}`),
        }))}
      />
      <SettingNumber name="delivery_days_limit" description={t('settings.hints.delivery_days_limit')} />
      <SettingSelect name="product_card" isRequired data={productCardLayouts.map(layoutLabel)} />
      <SettingSelect
        name="product_card_category_page"
        isRequired
        data={categoryPageCardLayouts.map(layoutLabel)}
      />
    </SettingsSection>
  );
}

export function ImagesSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('settings.sections.images')}
      description={t('settings.hints.images')}
      columns={2}
    >
      <SettingImage name="base_logo" />
      <SettingImage name="sticky_header_logo" />
      <SettingImage name="favicon" />
    </SettingsSection>
  );
}

export function SeoSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('settings.sections.seo')}
      description={t('settings.hints.site_meta')}
      columns={2}
    >
      <SettingTranslatable name="meta_title" />
      <SettingTranslatable name="meta_description" isMultiline />
    </SettingsSection>
  );
}

/** Social links always; the app and bot links only while `app_bot_links_enabled` is on. */
export function LinksSection() {
  const { t } = useTranslation();
  const isAppBotLinksEnabled = Boolean(useWatch({ name: 'app_bot_links_enabled' }));
  return (
    <>
      <SettingsSection title={t('settings.sections.social')} columns={2}>
        <SettingText name="youtube_link" placeholder="https://youtube.com/@restaurant" />
        <SettingText name="facebook_link" placeholder="https://facebook.com/restaurant" />
        <SettingText name="instagram_link" placeholder="https://instagram.com/restaurant" />
      </SettingsSection>
      <SettingsSection
        title={t('settings.sections.mobile_app')}
        description={t('settings.hints.app_bot_links')}
      >
        <SettingSwitch name="app_bot_links_enabled" />
        {isAppBotLinksEnabled && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
            <SettingText name="ios_app_link" placeholder="https://apps.apple.com/app/..." />
            <SettingText
              name="android_app_link"
              placeholder="https://play.google.com/store/apps/details?id=..."
            />
            <SettingText name="telegram_bot_link" placeholder="https://t.me/restaurant_bot" />
          </SimpleGrid>
        )}
      </SettingsSection>
    </>
  );
}

export function CheckoutSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.sections.checkout')} columns={2}>
      <SettingSwitch name="people_count_input_enabled" />
      <SettingSwitch name="additional_people_count_input_enabled" />
      <SettingSwitch name="change_input_enabled" />
      <SettingSwitch name="tin_checkbox_enabled" />
      <SettingSwitch name="bonuses_checkbox_enabled" />
    </SettingsSection>
  );
}

export function TextsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.sections.texts')}>
      <SettingTextarea name="privacy_policy_text" />
      <SettingTextarea name="offer_page_text" />
      <SettingTextarea
        name="miscellaneous_scripts"
        description={t('settings.hints.miscellaneous_scripts')}
        isMonospace
      />
    </SettingsSection>
  );
}
