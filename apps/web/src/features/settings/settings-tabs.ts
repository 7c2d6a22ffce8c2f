import type { SettingName } from '@mise/contract/settings';

/** The seven tabs of /app/settings/default (ids 0 to 6, kept in `?tab=`) and the settings on each. */
export const settingsTabs = [
  {
    key: 'general',
    names: [
      'currency',
      'brand_name',
      'country',
      'time_zone',
      'sms_provider',
      'twilio_dsn',
      'iqsms_dsn',
      'redsms_login',
      'redsms_apikey',
      'smsfly_login',
      'smsfly_password',
    ],
  },
  {
    key: 'sales',
    names: [
      'google_delivery_zones_enabled',
      'google_delivery_zones_api_key',
      'sales_email_enabled',
      'sales_email',
    ],
  },
  { key: 'import', names: ['enable_by_default', 'default_language'] },
  { key: 'export', names: ['enable_order_export'] },
  {
    key: 'website',
    names: [
      'website_email',
      'website_telephone',
      'contact_us_map_center_position',
      'show_banners_or_stories',
      'delivery_days_limit',
      'product_card',
      'product_card_category_page',
      'base_logo',
      'sticky_header_logo',
      'favicon',
      'meta_title',
      'meta_description',
      'youtube_link',
      'facebook_link',
      'instagram_link',
      'app_bot_links_enabled',
      'ios_app_link',
      'android_app_link',
      'telegram_bot_link',
      'people_count_input_enabled',
      'additional_people_count_input_enabled',
      'change_input_enabled',
      'tin_checkbox_enabled',
      'bonuses_checkbox_enabled',
      'privacy_policy_text',
      'offer_page_text',
      'miscellaneous_scripts',
      'working_days',
      'website_enabled',
      'tg_bot_enabled',
    ],
  },
  {
    key: 'marketing',
    names: [
      'meta_title',
      'meta_description',
      'contact_page_meta_title',
      'contact_page_meta_description',
      'wishlist_page_meta_title',
      'wishlist_page_meta_description',
      'privacy_page_meta_title',
      'privacy_page_meta_description',
    ],
  },
  { key: 'security', names: ['block_by_domains', 'block_python'] },
] as const satisfies { key: string; names: SettingName[] }[];

export type SettingsTabKey = (typeof settingsTabs)[number]['key'];

/** Every setting the general page edits (the home page meta sits on two tabs). */
export const generalPageNames: SettingName[] = [...new Set(settingsTabs.flatMap((tab) => tab.names))];

export const smsPageNames: SettingName[] = [
  'login_sms',
  'enabled_captcha',
  'google_recaptcha_key',
  'google_recaptcha_secret_key',
  'sms_sender',
  'telegram_bot_token',
  'smtp_url',
  'smtp_from',
  'fcm_service_account',
  'fcm_project_id',
];

/** The first tab holding one of the failed fields (`working_days.2.from` counts as `working_days`). */
export function firstTabWithError(fieldPaths: string[]): number | undefined {
  const failed = new Set(fieldPaths.map((path) => path.split('.')[0]));
  const index = settingsTabs.findIndex((tab) => tab.names.some((name) => failed.has(name)));
  return index === -1 ? undefined : index;
}
