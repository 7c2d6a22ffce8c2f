/**
 * The light part of the settings contract: choices, defaults and message keys with no heavy
 * imports, so a screen that only needs the currency or a layout list does not load the registry.
 */

export const smsProviders = ['twilio', 'iqsms', 'redsms', 'smsfly'] as const;
export type SmsProvider = (typeof smsProviders)[number];

/** The credential settings each SMS provider needs (spec part 1, SMS providers). */
export const smsProviderCredentials: Record<SmsProvider, string[]> = {
  twilio: ['twilio_dsn'],
  iqsms: ['iqsms_dsn'],
  redsms: ['redsms_login', 'redsms_apikey'],
  smsfly: ['smsfly_login', 'smsfly_password'],
};

export const productCardLayouts = [
  'default_from_settings',
  'vertical_one_in_row',
  'vertical_two_in_row',
  'horizontal',
  'horizontal_slider',
] as const;
export type ProductCardLayout = (typeof productCardLayouts)[number];

/** A category page lists products; a slider does not fit there (spec part 1, section 5). */
export const categoryPageCardLayouts = productCardLayouts.filter(
  (layout): layout is Exclude<ProductCardLayout, 'horizontal_slider'> => layout !== 'horizontal_slider',
);

export const bannersOrStoriesChoices = ['only_banners', 'only_stories', 'show_all'] as const;
export type BannersOrStories = (typeof bannersOrStoriesChoices)[number];

export const integrationNames = ['poster', 'iiko'] as const;
export type IntegrationName = (typeof integrationNames)[number];

/** Weekday numbers of the spec (Sunday 0); `working_days[n]` holds the hours of weekday n. */
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;
/** The order rows are shown in: Monday first. */
export const weekdayDisplayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

export const defaultCurrency = 'EUR';
/** The restaurant's clock: promotions' dates, weekdays and hours are read in it. */
export const defaultTimeZone = 'Europe/Warsaw';
export const defaultBrandName = 'Mise';
export const defaultLoginSms = 'Your code: {code}';
export const loginSmsPlaceholder = '{code}';

/** Message keys of the settings rules (translated under `settings.errors.*` and `messages.*`). */
export const settingMessageKeys = {
  requiredCode: 'messages.required_code',
  positiveOrZero: 'messages.only_positive_or_zero',
  invalidTime: 'settings.errors.invalid_time',
  invalidUrl: 'settings.errors.invalid_url',
  invalidDomains: 'settings.errors.invalid_domains',
  invalidCoordinates: 'settings.errors.invalid_coordinates',
  sliderNotAllowed: 'settings.errors.slider_not_allowed',
  invalidImage: 'settings.errors.invalid_image',
  sevenDays: 'settings.errors.seven_days',
} as const;

/** `HH:MM` with hours 00-23 and minutes 00-59. */
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Image settings and the multipart field that carries each one's new file. */
export const imageSettingFiles = {
  base_logo: 'base_logo_file',
  sticky_header_logo: 'sticky_header_logo_file',
  favicon: 'favicon_file',
} as const;
export type ImageSettingName = keyof typeof imageSettingFiles;
/** Stored under `/images/settings/{name}`. */
export const settingsImageFolder = 'settings';
