import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses, customers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const filtered = (filters: unknown) => `/api/street?filters=${encodeURIComponent(JSON.stringify(filters))}`;
const namesOf = (response: { body: { items: { name: string }[] } }) =>
  response.body.items.map((street) => street.name).sort();

describe('streets', () => {
  let api: TestApp;
  let warsaw: number;
  let krakow: number;
  beforeAll(async () => {
    api = await createTestApp();
    warsaw = (await api.post('/api/city', { name: { en: 'Warsaw', pl: 'Warszawa' } })).body.city.id;
    krakow = (await api.post('/api/city', { name: { en: 'Kraków' } })).body.city.id;
    for (const [name, city, isEnabled] of [
      ['Marszałkowska', warsaw, true],
      ['Nowy Świat', warsaw, true],
      ['Floriańska', krakow, false],
      ['Grodzka', krakow, true],
    ] as const) {
      expect((await api.post('/api/street', { name, city, is_enabled: isEnabled })).status).toBe(201);
    }
  });
  afterAll(() => api.close());

  it('creates with 201 and shows its city as { id, name }', async () => {
    const response = await api.post('/api/street', { name: '  Długa  ', city: warsaw });
    expect(response.status).toBe(201);
    expect(response.body.street).toMatchObject({
      id: expect.any(Number),
      name: 'Długa',
      city: { id: warsaw, name: { en: 'Warsaw', pl: 'Warszawa' } },
      is_enabled: true,
    });
    expect(response.body.street).not.toHaveProperty('city_id');
    expect((await api.get(`/api/street/${response.body.street.id}`)).body.item.city.id).toBe(warsaw);
    expect((await api.delete(`/api/street/${response.body.street.id}`)).status).toBe(204);
  });

  it('accepts multipart with the city as its id and the flag as 1/0', async () => {
    const form = new FormData();
    form.set('name', 'Szeroka');
    form.set('city', String(krakow));
    form.set('is_enabled', '0');
    const response = await api.postForm('/api/street', form);
    expect(response.status).toBe(201);
    expect(response.body.street).toMatchObject({ name: 'Szeroka', city: { id: krakow }, is_enabled: false });
    await api.delete(`/api/street/${response.body.street.id}`);
  });

  it('requires a name and a city that exists (422 with message keys)', async () => {
    const missing = await api.post('/api/street', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ name: 'messages.required', city: 'messages.required' });
    const blank = await api.post('/api/street', { name: '   ', city: warsaw });
    expect(blank.body.errors).toEqual({ name: 'messages.required' });
    const long = await api.post('/api/street', { name: 'x'.repeat(201), city: warsaw });
    expect(long.body.errors).toEqual({ name: 'messages.too_long' });
    const unknown = await api.post('/api/street', { name: 'Nowhere', city: 987654 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ city: 'messages.not_found' });
    const wrongType = await api.post('/api/street', { name: 'Nowhere', city: 'Warsaw' });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.errors)).toEqual(['city']);
  });

  it('filters by city id, searches by name and filters by each field type', async () => {
    expect(namesOf(await api.get(filtered([{ name: 'city', condition: 'equal', value: krakow }])))).toEqual([
      'Floriańska',
      'Grodzka',
    ]);
    expect(
      namesOf(await api.get(filtered([{ name: 'city', condition: 'not_equal', value: krakow }]))),
    ).toEqual(['Marszałkowska', 'Nowy Świat']);
    expect(namesOf(await api.get('/api/street?q=NOWY'))).toEqual(['Nowy Świat']);
    expect(namesOf(await api.get(filtered([{ name: 'name', condition: 'contains', value: 'ska' }])))).toEqual(
      ['Floriańska', 'Marszałkowska'],
    );
    expect(namesOf(await api.get(filtered([{ name: 'is_enabled', condition: 'equal', value: 0 }])))).toEqual([
      'Floriańska',
    ]);
    expect((await api.get('/api/street?isActive=true')).body.pagination.total_items).toBe(3);
    const future = await api.get(
      filtered([{ name: 'createdAt', condition: 'greater', value: '2999-01-01' }]),
    );
    expect(future.body.items).toEqual([]);
    const list = await api.get('/api/street?sortBy=name&direction=DESC&pageSize=5');
    expect(list.body.items[0].name).toBe('Nowy Świat');
    expect(list.body.fields).toEqual(
      expect.arrayContaining(['id', 'name', 'city', 'is_enabled', 'created_at']),
    );
    expect(list.body.filterable).toEqual(
      expect.arrayContaining([
        { name: 'name', type: 'text' },
        { name: 'city', type: 'int' },
        { name: 'is_enabled', type: 'bool' },
      ]),
    );
    const wrongCondition = await api.get(filtered([{ name: 'city', condition: 'contains', value: 'War' }]));
    expect(wrongCondition.status).toBe(400);
  });

  it('toggles is_enabled alone from the list', async () => {
    const [street] = (await api.get(filtered([{ name: 'name', condition: 'equal', value: 'Grodzka' }]))).body
      .items;
    const toggled = await api.post(`/api/street/${street.id}`, { is_enabled: false });
    expect(toggled.status).toBe(200);
    expect(toggled.body.street).toMatchObject({ name: 'Grodzka', city: { id: krakow }, is_enabled: false });
    await api.post(`/api/street/${street.id}`, { is_enabled: true });
  });

  it('refuses with 409 to delete a city that streets use', async () => {
    const response = await api.delete(`/api/city/${krakow}`);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/still used by streets/);
    expect((await api.get(`/api/city/${krakow}`)).status).toBe(200);
  });

  it('refuses with 409 to delete a street that customer addresses use, and deletes it once unused', async () => {
    const street = (await api.post('/api/street', { name: 'Chmielna', city: warsaw })).body.street;
    const [customer] = await api.db.insert(customers).values({ phone: '+48500100200' }).returning();
    const [address] = await api.db
      .insert(customerAddresses)
      .values({
        customer_id: customer.id,
        country: 'PL',
        city_id: warsaw,
        street_id: street.id,
        street_number: '5',
      })
      .returning();
    const refused = await api.delete(`/api/street/${street.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/still used by customer addresses/);
    expect(refused.body.errors).toEqual({ customers: 'messages.still_used_by' });
    expect((await api.get(`/api/street/${street.id}`)).status).toBe(200);

    await api.db.delete(customerAddresses).where(eq(customerAddresses.id, address.id));
    await api.db.delete(customers).where(eq(customers.id, customer.id));
    expect((await api.delete(`/api/street/${street.id}`)).status).toBe(204);
    expect((await api.get(`/api/street/${street.id}`)).status).toBe(404);
  });
});
