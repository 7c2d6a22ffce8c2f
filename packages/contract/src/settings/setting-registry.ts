import { z } from 'zod';
import {
  serviceAccountValue,
  smsSenderValue,
  smtpUrlValue,
  telegramBotTokenValue,
} from './messaging-values.ts';
import { defaultBrandName, defaultCurrency, defaultLoginSms, defaultTimeZone } from './setting-choices.ts';
import {
  bannersOrStoriesValue,
  categoryPageCardValue,
  coordinatesValue,
  countryValue,
  currencyValue,
  deliveryDaysLimitValue,
  domainListValue,
  emailValue,
  imageValue,
  integrationValue,
  languageCodeValue,
  loginSmsValue,
  productCardValue,
  smsProviderValue,
  textValue,
  timeZoneValue,
  translatableTextValue,
  urlValue,
  workingDaysValue,
} from './setting-values.ts';

/** How a value sits in the `settings.value` text column. */
export type SettingStorage = 'text' | 'boolean' | 'number' | 'json';

export type SettingDefinition<S extends z.ZodType = z.ZodType> = {
  schema: S;
  default: z.output<S>;
  storage: SettingStorage;
  /** Readable only by `system` users; others see `is_set`. */
  isSecret: boolean;
  /** Travels and is stored as JSON text (meta keys, country, integration). */
  isJsonText: boolean;
  /** A secret nobody reads back, not even `system` users (answered as `is_set`); kept when saved empty. */
  isWriteOnly: boolean;
};

type Options = { isSecret?: boolean; isJsonText?: boolean; isWriteOnly?: boolean };

function define<S extends z.ZodType>(
  storage: SettingStorage,
  schema: S,
  value: z.output<S>,
  options: Options = {},
) {
  return {
    schema,
    default: value,
    storage,
    isSecret: false,
    isJsonText: false,
    isWriteOnly: false,
    ...options,
  } satisfies SettingDefinition<S>;
}

const text = (max: number, value = '', options?: Options) => define('text', textValue(max), value, options);
const secret = (max = 500) => text(max, '', { isSecret: true });
const writeOnly = <S extends z.ZodType>(schema: S) =>
  define('text', schema, '' as z.output<S>, { isSecret: true, isWriteOnly: true });
const flag = (value: boolean) => define('boolean', z.boolean(), value);
const perLanguage = () => define('json', translatableTextValue, {}, { isJsonText: true });
const weekHours = { from: '09:00', to: '21:00' };

/** Every setting the panel and storefront know: name -> schema, default, storage, secrecy. */
export const settingRegistry = {
  // General
  currency: define('text', currencyValue, defaultCurrency),
  brand_name: text(100, defaultBrandName),
  country: define('json', countryValue, null, { isJsonText: true }),
  time_zone: define('text', timeZoneValue, defaultTimeZone),
  default_language: define('text', languageCodeValue, 'en'),
  sms_provider: define('text', smsProviderValue, null),
  twilio_dsn: secret(),
  iqsms_dsn: secret(),
  redsms_apikey: secret(),
  redsms_login: text(100),
  smsfly_login: text(100),
  smsfly_password: secret(),
  sms_sender: define('text', smsSenderValue, ''),
  // Message delivery (funnels): write-only credentials
  telegram_bot_token: writeOnly(telegramBotTokenValue),
  smtp_url: writeOnly(smtpUrlValue),
  smtp_from: define('text', emailValue, ''),
  fcm_service_account: writeOnly(serviceAccountValue),
  fcm_project_id: text(100),
  // Sales
  google_delivery_zones_enabled: flag(false),
  google_delivery_zones_api_key: text(200),
  sales_email_enabled: flag(false),
  sales_email: define('text', emailValue, ''),
  // Import and export
  enable_by_default: flag(false),
  enable_order_export: flag(false),
  // Website and app
  website_email: define('text', emailValue, ''),
  website_telephone: text(32),
  show_banners_or_stories: define('text', bannersOrStoriesValue, 'show_all'),
  contact_us_map_center_position: define('text', coordinatesValue, ''),
  delivery_days_limit: define('number', deliveryDaysLimitValue, 7),
  base_logo: define('text', imageValue, null),
  sticky_header_logo: define('text', imageValue, null),
  favicon: define('text', imageValue, null),
  meta_title: perLanguage(),
  meta_description: perLanguage(),
  youtube_link: define('text', urlValue, ''),
  facebook_link: define('text', urlValue, ''),
  instagram_link: define('text', urlValue, ''),
  app_bot_links_enabled: flag(false),
  ios_app_link: define('text', urlValue, ''),
  android_app_link: define('text', urlValue, ''),
  telegram_bot_link: define('text', urlValue, ''),
  people_count_input_enabled: flag(false),
  additional_people_count_input_enabled: flag(false),
  change_input_enabled: flag(false),
  tin_checkbox_enabled: flag(false),
  bonuses_checkbox_enabled: flag(false),
  privacy_policy_text: text(100_000),
  offer_page_text: text(100_000),
  miscellaneous_scripts: text(20_000),
  product_card: define('text', productCardValue, 'vertical_two_in_row'),
  product_card_category_page: define('text', categoryPageCardValue, 'vertical_two_in_row'),
  working_days: define(
    'json',
    workingDaysValue,
    Array.from({ length: 7 }, () => ({ ...weekHours })),
  ),
  website_enabled: flag(true),
  tg_bot_enabled: flag(true),
  // Marketing
  contact_page_meta_title: perLanguage(),
  contact_page_meta_description: perLanguage(),
  wishlist_page_meta_title: perLanguage(),
  wishlist_page_meta_description: perLanguage(),
  privacy_page_meta_title: perLanguage(),
  privacy_page_meta_description: perLanguage(),
  // Security
  block_by_domains: define('text', domainListValue, ''),
  block_python: flag(false),
  // SMS and captcha (spec part 2)
  login_sms: define('text', loginSmsValue, defaultLoginSms),
  enabled_captcha: flag(false),
  google_recaptcha_key: text(200),
  google_recaptcha_secret_key: secret(200),
  // Integrations (spec part 2): `{active_integration, fields}`
  integration: define(
    'json',
    integrationValue,
    { active_integration: null, fields: {} },
    { isJsonText: true },
  ),
};

export type SettingRegistry = typeof settingRegistry;
export type SettingName = keyof SettingRegistry;
export type SettingValues = { [Name in SettingName]: z.output<SettingRegistry[Name]['schema']> };

export const settingNames = Object.keys(settingRegistry) as SettingName[];

export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(settingRegistry, name);
}

export function getSettingDefinition(name: SettingName): SettingDefinition {
  return settingRegistry[name] as SettingDefinition;
}

/** One setting as the API returns it; secrets come with `is_set` (and `value: null` for non-system users). */
export type SettingItem = {
  id: number | null;
  name: string;
  value: unknown;
  is_set?: boolean;
  masked_fields?: string[];
};
