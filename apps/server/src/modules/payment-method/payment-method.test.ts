import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const storedRow = async (api: TestApp, id: number) =>
  (await api.db.select().from(paymentMethods).where(eq(paymentMethods.id, id)))[0];

const secrets = ['sber_password', 'payselection_secret', 'stripe_secret_key'];
const storedSecrets = {
  sber_password: 'sber-pass-1',
  payselection_secret: 'ps-secret-1',
  stripe_secret_key: 'sk_live_1',
};

/** Every secret answered as null, with `has_<name>` as expected. */
function expectNoSecrets(record: Record<string, unknown>, isSet: boolean) {
  for (const name of secrets) {
    expect(record[name], name).toBeNull();
    expect(record[`has_${name}`], `has_${name}`).toBe(isSet);
  }
}

describe('payment methods', () => {
  let api: TestApp;
  let cardId: number;
  beforeAll(async () => {
    api = await createTestApp();
    const cash = await api.post('/api/payment_method', {
      name: { en: 'Cash', pl: 'Gotówka' },
      type: 'SIMPLE',
    });
    expect(cash.status).toBe(201);
  });
  afterAll(() => api.close());

  it('creates with every field and never answers a secret, only that it is set', async () => {
    const response = await api.post('/api/payment_method', {
      name: { en: 'Card online' },
      type: 'SBER',
      is_cashless: true,
      sber_user: 'shop-api',
      sber_test: true,
      payselection_public: 'pk-ps',
      payselection_website_id: '42',
      stripe_public_key: 'pk_live_1',
      ...storedSecrets,
    });
    expect(response.status).toBe(201);
    const method = response.body.payment_method;
    expect(method).toMatchObject({
      name: { en: 'Card online' },
      type: 'SBER',
      platform_id: null,
      is_cashless: true,
      is_enabled: true,
      is_enabled_for_website: true,
      is_enabled_for_app: true,
      is_enabled_for_bot: true,
      sber_user: 'shop-api',
      sber_test: true,
      payselection_public: 'pk-ps',
      payselection_website_id: '42',
      stripe_public_key: 'pk_live_1',
    });
    expectNoSecrets(method, true);
    expect(JSON.stringify(response.body)).not.toMatch(/sber-pass-1|ps-secret-1|sk_live_1/);
    cardId = method.id;
  });

  it('never answers secrets in the list, the item or the CSV export, nor filters or sorts by them', async () => {
    const list = await api.get('/api/payment_method?skipPagination=true');
    const item = await api.get(`/api/payment_method/${cardId}`);
    const csv = await api.get('/api/payment_method?format=csv');
    for (const text of [JSON.stringify(list.body), JSON.stringify(item.body), csv.raw.toString()])
      expect(text).not.toMatch(/sber-pass-1|ps-secret-1|sk_live_1/);
    expectNoSecrets(item.body.item, true);
    const listed = list.body.items.find((method: { id: number }) => method.id === cardId);
    expectNoSecrets(listed, true);
    expectNoSecrets(
      list.body.items.find((method: { id: number }) => method.id !== cardId),
      false,
    );
    const names = list.body.filterable.map((field: { name: string }) => field.name);
    for (const name of secrets) expect(names).not.toContain(name);
    const probe = await api.get(
      `/api/payment_method?filters=${encodeURIComponent(JSON.stringify([{ name: 'sber_password', condition: 'contains', value: 'sber' }]))}`,
    );
    expect(probe.status).toBe(400);
  });

  it('keeps stored secrets when an update leaves them out or sends them blank', async () => {
    const omitted = await api.post(`/api/payment_method/${cardId}`, { sber_user: 'shop-api-2' });
    expect(omitted.status).toBe(200);
    expect(omitted.body.payment_method.sber_user).toBe('shop-api-2');
    expectNoSecrets(omitted.body.payment_method, true);
    const blank = await api.post(`/api/payment_method/${cardId}`, {
      name: { en: 'Card online' },
      type: 'SBER',
      sber_password: '',
      payselection_secret: null,
      stripe_secret_key: '  ',
    });
    expect(blank.status).toBe(200);
    expectNoSecrets(blank.body.payment_method, true);
    const stored = await storedRow(api, cardId);
    expect(stored).toMatchObject(storedSecrets);
  });

  it('replaces a secret that is sent, and a multipart save without it keeps it', async () => {
    const replaced = await api.post(`/api/payment_method/${cardId}`, { sber_password: 'sber-pass-2' });
    expect(replaced.status).toBe(200);
    expect(replaced.body.payment_method.sber_password).toBeNull();
    const form = new FormData();
    form.set('name', JSON.stringify({ en: 'Card online' }));
    form.set('type', 'SBER');
    form.set('sber_password', '');
    form.set('sber_test', '0');
    expect((await api.postForm(`/api/payment_method/${cardId}`, form)).status).toBe(200);
    const stored = await storedRow(api, cardId);
    expect(stored).toMatchObject({ sber_password: 'sber-pass-2', sber_test: false });
  });

  it.each([
    [{ type: 'SIMPLE' }, { name: 'messages.required' }],
    [{ name: { en: 'X' } }, { type: 'messages.required' }],
    [{ name: { en: 'X' }, type: 'PAYPAL' }, { type: 'messages.invalid' }],
    [
      { name: { en: 'X' }, type: 'SBER', sber_password: 'x'.repeat(501) },
      { sber_password: 'messages.too_long' },
    ],
  ])('refuses %j with 422 %j', async (body, errors) => {
    const response = await api.post('/api/payment_method', body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
  });

  it('toggles is_cashless, is_enabled and each channel alone from the list', async () => {
    for (const flag of [
      'is_cashless',
      'is_enabled',
      'is_enabled_for_website',
      'is_enabled_for_app',
      'is_enabled_for_bot',
    ]) {
      const before = (await api.get(`/api/payment_method/${cardId}`)).body.item[flag];
      const response = await api.post(`/api/payment_method/${cardId}`, { [flag]: !before });
      expect(response.status).toBe(200);
      expect(response.body.payment_method).toMatchObject({
        [flag]: !before,
        type: 'SBER',
        sber_user: 'shop-api-2',
      });
      expectNoSecrets(response.body.payment_method, true);
    }
  });

  it('searches names, filters by type and answers isActive by is_enabled', async () => {
    const found = await api.get('/api/payment_method?q=gotów');
    expect(found.body.items.map((method: { name: { en: string } }) => method.name.en)).toEqual(['Cash']);
    const filters = encodeURIComponent(JSON.stringify([{ name: 'type', condition: 'equal', value: 'SBER' }]));
    expect((await api.get(`/api/payment_method?filters=${filters}`)).body.items).toHaveLength(1);
    const enabled = await api.get('/api/payment_method?isActive=true');
    expect(enabled.status).toBe(200);
  });

  it('deletes with 204', async () => {
    const created = (await api.post('/api/payment_method', { name: { en: 'Temporary' }, type: 'STRIPE' }))
      .body.payment_method;
    expectNoSecrets(created, false);
    expect((await api.delete(`/api/payment_method/${created.id}`)).status).toBe(204);
    expect((await api.get(`/api/payment_method/${created.id}`)).status).toBe(404);
  });
});
