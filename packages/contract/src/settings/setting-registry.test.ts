import { describe, expect, it } from 'vitest';
import { getSettingDefinition, settingNames } from './setting-registry.ts';
import { buildSettingsFormSchema, checkSettingRules } from './setting-rules.ts';

// Spec part 1 "Settings names" and meta keys, and part 2 "Settings used here".
const specNames =
  `currency google_delivery_zones_enabled google_delivery_zones_api_key sales_email_enabled sales_email
  enable_by_default default_language enable_order_export base_logo sticky_header_logo favicon working_days meta_title
  meta_description delivery_days_limit product_card product_card_category_page show_banners_or_stories website_email
  website_telephone contact_us_map_center_position youtube_link facebook_link instagram_link ios_app_link android_app_link
  telegram_bot_link app_bot_links_enabled website_enabled tg_bot_enabled people_count_input_enabled
  additional_people_count_input_enabled privacy_policy_text offer_page_text change_input_enabled tin_checkbox_enabled
  bonuses_checkbox_enabled miscellaneous_scripts block_python block_by_domains brand_name sms_provider twilio_dsn iqsms_dsn
  redsms_apikey redsms_login smsfly_login smsfly_password country contact_page_meta_title contact_page_meta_description
  wishlist_page_meta_title wishlist_page_meta_description privacy_page_meta_title privacy_page_meta_description
  integration login_sms enabled_captcha google_recaptcha_key google_recaptcha_secret_key`.split(/\s+/);

describe('setting registry', () => {
  it('knows every setting name of the spec', () => {
    expect(settingNames).toEqual(expect.arrayContaining(specNames));
  });

  it('has defaults that pass their own schemas and the rules', () => {
    const defaults: Record<string, unknown> = {};
    for (const name of settingNames) {
      const definition = getSettingDefinition(name);
      const parsed = definition.schema.safeParse(definition.default);
      expect(parsed.success, name).toBe(true);
      defaults[name] = definition.default;
    }
    expect(checkSettingRules(defaults)).toEqual({});
    expect(buildSettingsFormSchema(settingNames).safeParse(defaults).success).toBe(true);
  });

  it('keeps meta keys and the country as JSON text, and marks the secrets', () => {
    const jsonText = settingNames.filter((name) => getSettingDefinition(name).isJsonText);
    expect(jsonText).toEqual(
      expect.arrayContaining(['meta_title', 'privacy_page_meta_description', 'country']),
    );
    const secrets = settingNames.filter((name) => getSettingDefinition(name).isSecret).sort();
    expect(secrets).toEqual(
      [
        'fcm_service_account',
        'google_recaptcha_secret_key',
        'iqsms_dsn',
        'redsms_apikey',
        'smsfly_password',
        'smtp_url',
        'telegram_bot_token',
        'twilio_dsn',
      ].sort(),
    );
    const writeOnly = settingNames.filter((name) => getSettingDefinition(name).isWriteOnly).sort();
    expect(writeOnly).toEqual(['fcm_service_account', 'smtp_url', 'telegram_bot_token']);
  });

  it('counts a stored secret as given in the form schema', () => {
    const schema = buildSettingsFormSchema(
      ['enabled_captcha', 'google_recaptcha_key', 'google_recaptcha_secret_key'],
      new Set(['google_recaptcha_secret_key']),
    );
    expect(
      schema.safeParse({ enabled_captcha: true, google_recaptcha_key: 'k', google_recaptcha_secret_key: '' })
        .success,
    ).toBe(true);
    expect(
      schema.safeParse({ enabled_captcha: true, google_recaptcha_key: '', google_recaptcha_secret_key: '' })
        .success,
    ).toBe(false);
  });
});
