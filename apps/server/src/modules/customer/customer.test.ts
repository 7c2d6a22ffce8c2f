import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Address = {
  id: number;
  country: string;
  city: { id: number; name: unknown } | null;
  street: { id: number; name: string } | null;
};

describe('customers with their addresses', () => {
  let api: TestApp;
  let warsaw: number;
  let krakow: number;
  let marszalkowska: number;
  let florianska: number;
  let vip: number;

  const filtered = (filters: unknown[]) =>
    `/api/customer?filters=${encodeURIComponent(JSON.stringify(filters))}`;
  const address = (extra: Record<string, unknown>) => ({
    country: 'PL',
    city: warsaw,
    street: marszalkowska,
    ...extra,
  });

  beforeAll(async () => {
    api = await createTestApp();
    warsaw = (await api.post('/api/city', { name: { en: 'Warsaw', pl: 'Warszawa' } })).body.city.id;
    krakow = (await api.post('/api/city', { name: { en: 'Kraków' } })).body.city.id;
    marszalkowska = (await api.post('/api/street', { name: 'Marszałkowska', city: warsaw })).body.street.id;
    florianska = (await api.post('/api/street', { name: 'Floriańska', city: krakow })).body.street.id;
    vip = (await api.post('/api/customer_group', { name: 'VIP', discount: 10 })).body.customer_group.id;
  });
  afterAll(() => api.close());

  it('creates a customer with two addresses; the record names its group, cities and streets', async () => {
    const response = await api.post('/api/customer', {
      first_name: 'Anna',
      last_name: 'Nowak',
      email: 'anna@example.com',
      phone: '+48500100200',
      customer_group: vip,
      birthday: '1990-04-27',
      platform: 'website',
      addresses: [
        address({ street_number: '10', flat_no: '5', entry_code: '12#', entrance: '2', floor: '3' }),
        { country: 'pl', city: krakow, street: florianska, street_number: '1' },
      ],
    });
    expect(response.status).toBe(201);
    const customer = response.body.customer;
    expect(customer).toMatchObject({
      first_name: 'Anna',
      phone: '+48500100200',
      is_enabled: true,
      birthday: '1990-04-27',
      customer_group: { id: vip, name: 'VIP' },
    });
    expect(customer).not.toHaveProperty('customer_group_id');
    expect(customer.addresses).toHaveLength(2);
    expect(customer.addresses[0]).toEqual({
      id: expect.any(Number),
      country: 'PL',
      city: { id: warsaw, name: { en: 'Warsaw', pl: 'Warszawa' } },
      street: { id: marszalkowska, name: 'Marszałkowska' },
      street_number: '10',
      flat_no: '5',
      entry_code: '12#',
      entrance: '2',
      floor: '3',
    });
    expect(customer.addresses[1]).toMatchObject({
      country: 'PL',
      city: { id: krakow },
      street: { id: florianska },
    });
    const loaded = await api.get(`/api/customer/${customer.id}`);
    expect(loaded.body.item.addresses).toEqual(customer.addresses);
  });

  it('requires the phone (at most 13 characters) and a country in every address, with nested error keys', async () => {
    const missing = await api.post('/api/customer', { first_name: 'No phone' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ phone: 'messages.phone_is_required' });
    const blank = await api.post('/api/customer', { phone: '   ' });
    expect(blank.body.errors).toEqual({ phone: 'messages.phone_is_required' });
    const long = await api.post('/api/customer', { phone: '+4850010020030' });
    expect(long.body.errors).toEqual({ phone: 'messages.too_long' });
    const noCountry = await api.post('/api/customer', {
      phone: '+48500100300',
      addresses: [address({}), { city: warsaw, street_number: '1' }, { country: '' }],
    });
    expect(noCountry.status).toBe(422);
    expect(noCountry.body.errors).toEqual({
      'addresses.1.country': 'messages.required',
      'addresses.2.country': 'messages.required',
    });
    const email = await api.post('/api/customer', { phone: '+48500100300', email: 'not-an-email' });
    expect(email.body.errors).toEqual({ email: 'messages.invalid_email' });
    const birthday = await api.post('/api/customer', { phone: '+48500100300', birthday: '27.04.1990' });
    expect(birthday.body.errors).toEqual({ birthday: 'messages.invalid' });
  });

  it('checks countries, cities and streets of addresses against the stored ones', async () => {
    const response = await api.post('/api/customer', {
      phone: '+48500100301',
      addresses: [
        { country: 'XX' },
        { country: 'PL', city: 999_999 },
        { country: 'PL', city: warsaw, street: florianska },
        { country: 'PL', street: marszalkowska },
        { country: 'PL', city: warsaw, street: 999_999 },
        { country: 'PL', id: 999_999 },
      ],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'addresses.0.country': 'messages.invalid',
      'addresses.1.city': 'messages.not_found',
      'addresses.2.street': 'messages.street_not_in_city',
      'addresses.3.city': 'messages.required',
      'addresses.4.street': 'messages.not_found',
      'addresses.5.id': 'messages.not_found',
    });
    expect(
      (await api.get(filtered([{ name: 'phone', condition: 'equal', value: '+48500100301' }]))).body.items,
    ).toEqual([]);
  });

  it('replaces the address list as sent: kept ids stay, missing ones go, new ones are added', async () => {
    const created = await api.post('/api/customer', {
      phone: '+48500100302',
      addresses: [address({ street_number: '1' }), address({ street_number: '2' })],
    });
    const [first, second] = created.body.customer.addresses as Address[];
    const updated = await api.post(`/api/customer/${created.body.customer.id}`, {
      addresses: [
        { id: first.id, country: 'DE', city: krakow, street: florianska, street_number: '1a' },
        { country: 'PL', street_number: '3' },
      ],
    });
    expect(updated.status).toBe(200);
    const addresses = updated.body.customer.addresses as (Address & { street_number: string })[];
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toMatchObject({
      id: first.id,
      country: 'DE',
      city: { id: krakow },
      street_number: '1a',
    });
    expect(addresses[1]).toMatchObject({ country: 'PL', city: null, street: null, street_number: '3' });
    expect(addresses.map((item) => item.id)).not.toContain(second.id);

    const toggled = await api.post(`/api/customer/${created.body.customer.id}`, { is_enabled: false });
    expect(toggled.body.customer).toMatchObject({ is_enabled: false, phone: '+48500100302' });
    expect(toggled.body.customer.addresses).toEqual(addresses);

    const cleared = await api.post(`/api/customer/${created.body.customer.id}`, { addresses: [] });
    expect(cleared.body.customer.addresses).toEqual([]);
  });

  it('writes in one transaction: a bad address leaves the customer as it was', async () => {
    const created = await api.post('/api/customer', {
      phone: '+48500100303',
      first_name: 'Before',
      addresses: [address({})],
    });
    const id = created.body.customer.id;
    const other = await api.post('/api/customer', { phone: '+48500100304', addresses: [address({})] });
    const foreignId = other.body.customer.addresses[0].id;
    const response = await api.post(`/api/customer/${id}`, {
      first_name: 'After',
      addresses: [{ id: foreignId, country: 'PL' }],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ 'addresses.0.id': 'messages.not_found' });
    const loaded = (await api.get(`/api/customer/${id}`)).body.item;
    expect(loaded.first_name).toBe('Before');
    expect(loaded.addresses).toEqual(created.body.customer.addresses);
    expect((await api.get(`/api/customer/${other.body.customer.id}`)).body.item.addresses).toHaveLength(1);
  });

  it('accepts multipart with addresses as JSON text, booleans as 1/0 and the group as its id', async () => {
    const form = new FormData();
    form.set('first_name', 'Piotr');
    form.set('phone', '+48500100305');
    form.set('is_enabled', '0');
    form.set('customer_group', String(vip));
    form.set('birthday', '1985-12-31T23:30:00+02:00');
    form.set('email', '');
    form.set(
      'addresses',
      JSON.stringify([
        { id: null, country: 'PL', city: warsaw, street: marszalkowska, street_number: '7', flat_no: '' },
      ]),
    );
    const response = await api.postForm('/api/customer', form);
    expect(response.status).toBe(201);
    expect(response.body.customer).toMatchObject({
      first_name: 'Piotr',
      is_enabled: false,
      email: null,
      birthday: '1985-12-31',
      customer_group: { id: vip },
    });
    expect(response.body.customer.addresses).toEqual([
      expect.objectContaining({ street: { id: marszalkowska, name: 'Marszałkowska' }, street_number: '7' }),
    ]);
  });

  it('lists with addresses, searches names, email and phone, and filters by each field type', async () => {
    await api.post('/api/customer', {
      first_name: 'Zofia',
      last_name: 'Wiśniewska',
      email: 'zofia@shop.test',
      phone: '+48600700800',
    });
    const list = await api.get('/api/customer?pageSize=50');
    expect(list.status).toBe(200);
    expect(list.body.items.every((item: { addresses: unknown }) => Array.isArray(item.addresses))).toBe(true);
    expect(list.body.filterable).toEqual(
      expect.arrayContaining([
        { name: 'phone', type: 'text' },
        { name: 'is_enabled', type: 'bool' },
        { name: 'customer_group', type: 'int' },
        { name: 'birthday', type: 'datetime' },
      ]),
    );
    const firstNames = async (query: string) =>
      (await api.get(query)).body.items.map((item: { first_name: string }) => item.first_name);
    expect(await firstNames('/api/customer?q=wiśniew')).toEqual(['Zofia']);
    expect(await firstNames('/api/customer?q=ZOFIA@SHOP')).toEqual(['Zofia']);
    expect(await firstNames('/api/customer?q=600700')).toEqual(['Zofia']);
    // The customers lookup of spec part 2: "filter phone LIKE value".
    expect(await firstNames(filtered([{ name: 'phone', condition: 'contains', value: '0070' }]))).toEqual([
      'Zofia',
    ]);
    expect(await firstNames(filtered([{ name: 'customer_group', condition: 'equal', value: vip }]))).toEqual(
      expect.arrayContaining(['Anna', 'Piotr']),
    );
    expect(await firstNames(filtered([{ name: 'is_enabled', condition: 'equal', value: 0 }]))).toContain(
      'Piotr',
    );
    expect(
      await firstNames(
        filtered([{ name: 'birthday', condition: 'between', value: '1990-01-01', value2: '1990-12-31' }]),
      ),
    ).toEqual(['Anna']);
    expect(
      await firstNames(filtered([{ name: 'birthday', condition: 'less', value: '1986-01-01' }])),
    ).toEqual(['Piotr']);
    const byLastName = await api.get('/api/customer?sortBy=lastName&direction=ASC&pageSize=5');
    expect(byLastName.status).toBe(200);
  });

  it('keeps groups, cities and streets that customers use (409), and deletes a customer with its addresses', async () => {
    const inUse = await api.delete(`/api/customer_group/${vip}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(/customers/);
    expect((await api.delete(`/api/street/${marszalkowska}`)).status).toBe(409);
    expect((await api.delete(`/api/city/${krakow}`)).status).toBe(409);

    const created = await api.post('/api/customer', { phone: '+48500100306', addresses: [address({})] });
    expect((await api.delete(`/api/customer/${created.body.customer.id}`)).status).toBe(204);
    expect((await api.get(`/api/customer/${created.body.customer.id}`)).status).toBe(404);

    const unused = await api.post('/api/customer_group', { name: 'Unused' });
    expect((await api.delete(`/api/customer_group/${unused.body.customer_group.id}`)).status).toBe(204);
  });

  it('refuses an unknown customer group with 422', async () => {
    const response = await api.post('/api/customer', { phone: '+48500100307', customer_group: 999_999 });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ customer_group: 'messages.not_found' });
  });
});
