import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const valid = { name: { en: 'Courier' }, cost: 12.5, delivery_time: 45, minimal_sum: 40, discount: 0 };

describe('shipping methods', () => {
  let api: TestApp;
  let courierId: number;
  beforeAll(async () => {
    api = await createTestApp();
    const pickup = { ...valid, name: { en: 'Pickup', ru: 'Самовывоз' }, cost: 0, discount: 10 };
    expect((await api.post('/api/shipping_method', pickup)).status).toBe(201);
  });
  afterAll(() => api.close());

  it('creates with every field and all channels on by default', async () => {
    const response = await api.post('/api/shipping_method', {
      ...valid,
      show_addresses: true,
      google_delivery_zones_enabled: true,
    });
    expect(response.status).toBe(201);
    expect(response.body.shipping_method).toMatchObject({
      ...valid,
      show_addresses: true,
      google_delivery_zones_enabled: true,
      is_enabled_for_website: true,
      is_enabled_for_app: true,
      is_enabled_for_bot: true,
    });
    courierId = response.body.shipping_method.id;
  });

  it('accepts multipart: numbers as text, flags as 1/0', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      cost: '9.99',
      delivery_time: '30',
      minimal_sum: '0',
      discount: '5',
    }))
      form.set(name, value);
    form.set('name', JSON.stringify({ en: 'Express' }));
    form.set('show_addresses', '1');
    form.set('is_enabled_for_bot', '0');
    const response = await api.postForm('/api/shipping_method', form);
    expect(response.status).toBe(201);
    expect(response.body.shipping_method).toMatchObject({
      cost: 9.99,
      delivery_time: 30,
      discount: 5,
      show_addresses: true,
      is_enabled_for_bot: false,
    });
    await api.delete(`/api/shipping_method/${response.body.shipping_method.id}`);
  });

  it.each(['cost', 'delivery_time', 'minimal_sum', 'discount'])(
    'requires %s as a number at least 0 (spec messages)',
    async (field) => {
      const cases: [unknown, string][] = [
        [undefined, 'messages.required'],
        [null, 'messages.required'],
        ['ten', 'messages.should_be_number'],
        [-1, 'messages.only_positive_or_zero'],
      ];
      for (const [value, key] of cases) {
        const response = await api.post('/api/shipping_method', { ...valid, [field]: value });
        expect(response.status, `${field} ${value}`).toBe(422);
        expect(response.body.errors).toEqual({ [field]: key });
      }
    },
  );

  it('refuses a discount over 100 percent, a fractional delivery time and a missing name', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ discount: 100.5 }, { discount: 'messages.percent_too_big' }],
      [{ delivery_time: 1.5 }, { delivery_time: 'messages.should_be_number' }],
      [{ name: { en: ' ' } }, { name: 'messages.required' }],
    ];
    for (const [change, errors] of cases) {
      const response = await api.post('/api/shipping_method', { ...valid, ...change });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(errors);
    }
  });

  it('toggles each channel flag alone from the list', async () => {
    for (const flag of ['is_enabled_for_website', 'is_enabled_for_app', 'is_enabled_for_bot']) {
      const response = await api.post(`/api/shipping_method/${courierId}`, { [flag]: false });
      expect(response.status).toBe(200);
      expect(response.body.shipping_method).toMatchObject({ [flag]: false, cost: 12.5, name: valid.name });
      await api.post(`/api/shipping_method/${courierId}`, { [flag]: true });
    }
  });

  it('searches names in every language, filters by cost and sorts', async () => {
    const found = await api.get('/api/shipping_method?q=самовывоз');
    expect(found.body.items.map((method: { name: { en: string } }) => method.name.en)).toEqual(['Pickup']);
    const filters = encodeURIComponent(JSON.stringify([{ name: 'cost', condition: 'greater', value: 1 }]));
    const costly = await api.get(`/api/shipping_method?filters=${filters}`);
    expect(costly.body.items.map((method: { name: { en: string } }) => method.name.en)).toEqual(['Courier']);
    const sorted = await api.get('/api/shipping_method?sortBy=deliveryTime&direction=DESC');
    expect(sorted.status).toBe(200);
  });

  it('deletes with 204', async () => {
    expect((await api.delete(`/api/shipping_method/${courierId}`)).status).toBe(204);
    expect((await api.get(`/api/shipping_method/${courierId}`)).status).toBe(404);
  });
});
