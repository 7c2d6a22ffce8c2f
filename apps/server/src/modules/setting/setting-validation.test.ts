import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const week = (day: { from: string; to: string }) => Array.from({ length: 7 }, () => ({ ...day }));

describe('settings: validation', () => {
  let api: TestApp;
  const save = (body: Record<string, unknown>) => api.post('/api/setting', body);
  const storedValue = async (name: string) => (await api.get(`/api/setting/${name}`)).body.item.value;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('refuses unknown names with 422 and changes nothing', async () => {
    const response = await save({ brand_name: 'Changed', no_such_setting: 1 });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ no_such_setting: 'messages.unknown_field' });
    expect(await storedValue('brand_name')).toBe('Mise');
  });

  it('refuses wrong types with 422 and a field error each', async () => {
    const response = await save({
      website_enabled: 'yes',
      delivery_days_limit: 'ten',
      brand_name: 5,
      currency: 'XYZ',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      website_enabled: 'messages.invalid',
      delivery_days_limit: 'messages.should_be_number',
      brand_name: 'messages.invalid',
      currency: 'messages.invalid',
    });
    const form = new FormData();
    form.set('block_python', 'maybe');
    expect((await api.postForm('/api/setting', form)).body.errors).toEqual({
      block_python: 'messages.invalid',
    });
  });

  it('wants delivery_days_limit to be 0 or more', async () => {
    const response = await save({ delivery_days_limit: -1 });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ delivery_days_limit: 'messages.only_positive_or_zero' });
    expect((await save({ delivery_days_limit: 0 })).status).toBe(200);
  });

  it('checks working days: seven rows, from and to required, HH:MM within 00:00-23:59', async () => {
    const missing = await save({ working_days: week({ from: '09:00', to: '' }) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors['working_days.0.to']).toBe('messages.required');
    const wrong = await save({
      working_days: [...week({ from: '09:00', to: '18:00' }).slice(1), { from: '24:00', to: '9:60' }],
    });
    expect(wrong.body.errors).toEqual({
      'working_days.6.from': 'settings.errors.invalid_time',
      'working_days.6.to': 'settings.errors.invalid_time',
    });
    expect((await save({ working_days: week({ from: '09:00', to: '18:00' }).slice(1) })).body.errors).toEqual(
      {
        working_days: 'settings.errors.seven_days',
      },
    );
    expect((await save({ working_days: week({ from: '00:00', to: '23:59' }) })).status).toBe(200);
  });

  it('does not allow the horizontal slider on category pages, but does for product cards', async () => {
    const response = await save({ product_card_category_page: 'horizontal_slider' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      product_card_category_page: 'settings.errors.slider_not_allowed',
    });
    expect(
      (await save({ product_card: 'horizontal_slider', product_card_category_page: 'horizontal' })).status,
    ).toBe(200);
    expect((await save({ show_banners_or_stories: 'everything' })).status).toBe(422);
  });

  it('requires the maps API key while delivery zones are on, and the sales email while it is on', async () => {
    const zones = await save({ google_delivery_zones_enabled: true, google_delivery_zones_api_key: '' });
    expect(zones.status).toBe(422);
    expect(zones.body.errors).toEqual({ google_delivery_zones_api_key: 'messages.required' });
    const email = await save({ sales_email_enabled: true });
    expect(email.body.errors).toEqual({ sales_email: 'messages.required' });
    expect((await save({ sales_email_enabled: true, sales_email: 'not-an-email' })).body.errors).toEqual({
      sales_email: 'messages.invalid_email',
    });
    expect((await save({ google_delivery_zones_enabled: false, sales_email_enabled: false })).status).toBe(
      200,
    );
    const stored = await save({ sales_email: 'sales@mise.test' });
    expect(stored.status).toBe(200);
    expect((await save({ sales_email_enabled: true })).status).toBe(200); // the stored address counts
  });

  it('requires the credentials of the chosen SMS provider', async () => {
    const response = await save({ sms_provider: 'redsms', redsms_login: 'kitchen' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ redsms_apikey: 'messages.required' });
    expect(
      (await save({ sms_provider: 'redsms', redsms_login: 'kitchen', redsms_apikey: 'k-1' })).status,
    ).toBe(200);
    expect((await save({ sms_provider: 'pigeon' })).body.errors).toEqual({
      sms_provider: 'messages.invalid',
    });
    expect((await save({ sms_provider: '' })).status).toBe(200);
    expect(await storedValue('sms_provider')).toBeNull();
  });

  it('wants {code} in the login SMS', async () => {
    const response = await save({ login_sms: 'Your code is here' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ login_sms: 'messages.required_code' });
    expect((await save({ login_sms: '' })).body.errors).toEqual({ login_sms: 'messages.required_code' });
    expect((await save({ login_sms: 'Kod: {code}' })).status).toBe(200);
  });

  it('requires both captcha keys only while the captcha is on', async () => {
    const response = await save({ enabled_captcha: true, google_recaptcha_key: 'site-key' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ google_recaptcha_secret_key: 'messages.required' });
    expect((await save({ enabled_captcha: false, google_recaptcha_key: '' })).status).toBe(200);
    const on = await save({
      enabled_captcha: true,
      google_recaptcha_key: 'a',
      google_recaptcha_secret_key: 'b',
    });
    expect(on.status).toBe(200);
  });

  it('checks links, e-mails, map position and blocked domains', async () => {
    const response = await save({
      facebook_link: 'facebook',
      website_email: 'x@',
      contact_us_map_center_position: '95, 10',
      block_by_domains: 'good.com, bad_domain',
      meta_title: '{not json',
      country: 'QQ',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      facebook_link: 'settings.errors.invalid_url',
      website_email: 'messages.invalid_email',
      contact_us_map_center_position: 'settings.errors.invalid_coordinates',
      block_by_domains: 'settings.errors.invalid_domains',
      meta_title: 'messages.invalid',
      country: 'messages.invalid',
    });
    const valid = await save({
      facebook_link: 'https://facebook.com/mise',
      contact_us_map_center_position: '52.23, 21.01',
    });
    expect(valid.status).toBe(200);
  });

  it('validates the integration setting and keeps it as JSON text', async () => {
    expect((await save({ integration: { active_integration: 'nope', fields: {} } })).status).toBe(422);
    const integration = {
      active_integration: 'iiko',
      fields: { iiko_api_url: 'https://api-ru.iiko.services' },
    };
    expect((await save({ integration })).status).toBe(200);
    expect(JSON.parse(await storedValue('integration'))).toEqual(integration);
  });

  it('refuses a body that is not an object of names', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/setting',
      headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(response.statusCode).toBe(400);
  });
});
