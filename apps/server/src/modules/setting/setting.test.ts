import { settingNames } from '@mise/contract/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Item = { id: number | null; name: string; value: unknown; is_set?: boolean };

describe('settings: reading and storage', () => {
  let api: TestApp;
  const storedText = async (name: string) =>
    (await api.db.select().from(settings).where(eq(settings.name, name)))[0]?.value;
  const item = async (name: string) => (await api.get(`/api/setting/${name}`)).body.item as Item;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('lists every known setting, with defaults for the ones never stored', async () => {
    const response = await api.get('/api/setting?skipPagination=true');
    expect(response.status).toBe(200);
    const items = response.body.items as Item[];
    expect(items.map((setting) => setting.name).sort()).toEqual([...settingNames].sort());
    const byName = Object.fromEntries(items.map((setting) => [setting.name, setting]));
    expect(byName.currency).toEqual({ id: null, name: 'currency', value: 'EUR' });
    expect(byName.login_sms.value).toContain('{code}');
    expect(byName.working_days.value).toHaveLength(7);
    expect(byName.twilio_dsn).toMatchObject({ value: '', is_set: false });
    for (const name of [
      'login_sms',
      'enabled_captcha',
      'google_recaptcha_key',
      'integration',
      'default_language',
    ]) {
      expect(byName[name], name).toBeDefined();
    }
  });

  it('retrieves one setting by name, and 404 for an unknown name', async () => {
    expect(await item('delivery_days_limit')).toMatchObject({ name: 'delivery_days_limit', value: 7 });
    const missing = await api.get('/api/setting/no_such_setting');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual(expect.any(String));
  });

  it('needs a token', async () => {
    expect((await api.get('/api/setting', { token: null })).status).toBe(401);
    expect((await api.post('/api/setting', { brand_name: 'X' }, { token: null })).status).toBe(401);
  });

  it('saves JSON name-value pairs and answers 200 with every item', async () => {
    const response = await api.post('/api/setting', {
      currency: 'pln',
      brand_name: '  Pierogi House ',
      delivery_days_limit: 0,
      website_enabled: false,
      show_banners_or_stories: 'only_stories',
    });
    expect(response.status).toBe(200);
    const byName = Object.fromEntries(
      (response.body.items as Item[]).map((setting) => [setting.name, setting]),
    );
    expect(byName.currency).toMatchObject({ id: expect.any(Number), value: 'PLN' });
    expect(byName.brand_name.value).toBe('Pierogi House');
    expect(byName.delivery_days_limit.value).toBe(0);
    expect(byName.website_enabled.value).toBe(false);
    expect(await storedText('website_enabled')).toBe('false');
    expect(await storedText('delivery_days_limit')).toBe('0');
  });

  it('stores meta keys and the country as JSON text and returns them as JSON text', async () => {
    const title = { en: 'Best pierogi', pl: 'Najlepsze pierogi' };
    const response = await api.post('/api/setting', {
      meta_title: JSON.stringify(title),
      contact_page_meta_description: { en: 'Call us' },
      country: JSON.stringify({ code: 'PL' }),
    });
    expect(response.status).toBe(200);
    expect(JSON.parse((await storedText('meta_title')) as string)).toEqual(title);
    expect(JSON.parse((await storedText('contact_page_meta_description')) as string)).toEqual({
      en: 'Call us',
    });
    const country = JSON.parse((await storedText('country')) as string);
    expect(country).toEqual({
      code: 'PL',
      name: { en: 'Poland', pl: 'Polska', ru: 'Польша', uk: 'Польща' },
      timezone: 'Europe/Warsaw',
    });
    const read = await item('meta_title');
    expect(typeof read.value).toBe('string');
    expect(JSON.parse(read.value as string)).toEqual(title);
    expect(JSON.parse((await item('country')).value as string).code).toBe('PL');
  });

  it('accepts multipart with 1/0 flags, numbers and JSON text, as the panel sends it', async () => {
    const form = new FormData();
    form.set('tg_bot_enabled', '0');
    form.set('block_python', '1');
    form.set('delivery_days_limit', '14');
    form.set(
      'working_days',
      JSON.stringify(Array.from({ length: 7 }, () => ({ from: '10:00', to: '23:59' }))),
    );
    form.set('wishlist_page_meta_title', JSON.stringify({ ru: 'Избранное' }));
    form.set('block_by_domains', 'Spam.com, @junk.org  spam.com');
    const response = await api.postForm('/api/setting', form);
    expect(response.status).toBe(200);
    expect(await item('tg_bot_enabled')).toMatchObject({ value: false });
    expect(await item('block_python')).toMatchObject({ value: true });
    expect(await item('delivery_days_limit')).toMatchObject({ value: 14 });
    expect((await item('working_days')).value).toContainEqual({ from: '10:00', to: '23:59' });
    expect(JSON.parse((await item('wishlist_page_meta_title')).value as string)).toEqual({ ru: 'Избранное' });
    expect(await item('block_by_domains')).toMatchObject({ value: 'spam.com,junk.org' });
  });

  it('stores, serves, keeps and removes the logo images, checked by their bytes', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.set('base_logo_file', new Blob([new Uint8Array(png)]), 'logo.gif');
    form.set('brand_name', 'Logo House');
    const saved = await api.postForm('/api/setting', form);
    expect(saved.status).toBe(200);
    const logo = (await item('base_logo')).value as string;
    expect(logo).toMatch(/^[\w-]+\.png$/);
    const served = await api.get(`/images/settings/${logo}`);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.raw, png)).toBe(0);

    expect((await api.post('/api/setting', { base_logo: logo })).status).toBe(200);
    expect((await api.post('/api/setting', { base_logo: 'other.png' })).status).toBe(422);

    const fake = new FormData();
    fake.set('favicon_file', new Blob([new TextEncoder().encode('<svg></svg>')]), 'icon.png');
    expect((await api.postForm('/api/setting', fake)).status).toBe(415);

    expect((await api.post('/api/setting', { base_logo: '' })).status).toBe(200);
    expect((await item('base_logo')).value).toBeNull();
    expect((await api.get(`/images/settings/${logo}`)).status).toBe(404);
  });
});
