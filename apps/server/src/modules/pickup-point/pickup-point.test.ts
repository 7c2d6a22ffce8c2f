import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const filtered = (filters: unknown) =>
  `/api/pickup_point?filters=${encodeURIComponent(JSON.stringify(filters))}`;
const namesOf = (response: { body: { items: { name: { en: string } }[] } }) =>
  response.body.items.map((point) => point.name.en).sort();

describe('pickup points', () => {
  let api: TestApp;
  let warsaw: number;
  let gdansk: number;
  beforeAll(async () => {
    api = await createTestApp();
    warsaw = (await api.post('/api/city', { name: { en: 'Warsaw' } })).body.city.id;
    gdansk = (await api.post('/api/city', { name: { en: 'Gdańsk' } })).body.city.id;
    const points = [
      { name: { en: 'Centrum', pl: 'Centrum' }, city: warsaw, country: 'PL', address: 'Marszałkowska 1' },
      { name: { en: 'Mokotów', ru: 'Мокотув' }, city: warsaw, country: 'PL', is_enabled_for_bot: false },
      { name: { en: 'Old Town' }, city: gdansk, country: 'PL', is_enabled_for_website: false },
      { name: { en: 'Vilnius' }, country: 'LT', address: 'Gedimino 9' },
    ];
    for (const point of points) expect((await api.post('/api/pickup_point', point)).status).toBe(201);
  });
  afterAll(() => api.close());

  it('creates with every field, the city as { id, name } and all channels on by default', async () => {
    const response = await api.post('/api/pickup_point', {
      name: { en: 'Praga', pl: 'Praga' },
      address: ' Ząbkowska 27 ',
      city: warsaw,
      country: 'pl',
      coordinates: '52.2519, 21.0445',
      terminal_id: 'T-17',
    });
    expect(response.status).toBe(201);
    expect(response.body.pickup_point).toMatchObject({
      id: expect.any(Number),
      name: { en: 'Praga', pl: 'Praga' },
      address: 'Ząbkowska 27',
      city: { id: warsaw, name: { en: 'Warsaw' } },
      country: 'PL',
      coordinates: '52.2519, 21.0445',
      terminal_id: 'T-17',
      is_enabled_for_website: true,
      is_enabled_for_app: true,
      is_enabled_for_bot: true,
    });
    await api.delete(`/api/pickup_point/${response.body.pickup_point.id}`);
  });

  it('accepts multipart: name as JSON text, city as its id, flags as 1/0, empty city as none', async () => {
    const form = new FormData();
    form.set('name', JSON.stringify({ en: 'Wola', ru: 'Воля' }));
    form.set('address', 'Wolska 5');
    form.set('city', '');
    form.set('country', 'PL');
    form.set('coordinates', '52.23,20.98');
    form.set('is_enabled_for_website', '1');
    form.set('is_enabled_for_app', '0');
    form.set('is_enabled_for_bot', 'false');
    const response = await api.postForm('/api/pickup_point', form);
    expect(response.status).toBe(201);
    expect(response.body.pickup_point).toMatchObject({
      name: { en: 'Wola', ru: 'Воля' },
      city: null,
      is_enabled_for_website: true,
      is_enabled_for_app: false,
      is_enabled_for_bot: false,
    });
    await api.delete(`/api/pickup_point/${response.body.pickup_point.id}`);
  });

  it('requires a name in some language (messages.required)', async () => {
    const missing = await api.post('/api/pickup_point', { address: 'Somewhere' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ name: 'messages.required' });
    const blank = await api.post('/api/pickup_point', { name: { en: ' ', pl: '' } });
    expect(blank.body.errors).toEqual({ name: 'messages.required' });
  });

  it.each([
    ['country', 'XX', 'messages.invalid'],
    ['country', 'Poland', 'messages.invalid'],
    ['coordinates', '52.2', 'messages.invalid_coordinates'],
    ['coordinates', '91,20', 'messages.invalid_coordinates'],
    ['coordinates', '52.2,181', 'messages.invalid_coordinates'],
    ['coordinates', 'north,east', 'messages.invalid_coordinates'],
    ['city', 424242, 'messages.not_found'],
    ['terminal_id', 'x'.repeat(101), 'messages.too_long'],
  ])('refuses %s %j with 422 and %s', async (field, value, key) => {
    const response = await api.post('/api/pickup_point', { name: { en: 'Bad' }, [field]: value });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ [field]: key });
  });

  it('toggles each channel flag alone from the list', async () => {
    const [point] = (await api.get(filtered([{ name: 'name', condition: 'equal', value: 'Centrum' }]))).body
      .items;
    for (const flag of ['is_enabled_for_website', 'is_enabled_for_app', 'is_enabled_for_bot']) {
      const response = await api.post(`/api/pickup_point/${point.id}`, { [flag]: false });
      expect(response.status).toBe(200);
      expect(response.body.pickup_point).toMatchObject({
        [flag]: false,
        name: point.name,
        address: 'Marszałkowska 1',
      });
      await api.post(`/api/pickup_point/${point.id}`, { [flag]: true });
    }
  });

  it('filters by city id, country, channel flags and searches names in every language and addresses', async () => {
    expect(namesOf(await api.get(filtered([{ name: 'city', condition: 'equal', value: warsaw }])))).toEqual([
      'Centrum',
      'Mokotów',
    ]);
    expect(namesOf(await api.get(filtered([{ name: 'city', condition: 'empty' }])))).toEqual(['Vilnius']);
    expect(namesOf(await api.get(filtered([{ name: 'country', condition: 'equal', value: 'LT' }])))).toEqual([
      'Vilnius',
    ]);
    expect(
      namesOf(await api.get(filtered([{ name: 'is_enabled_for_bot', condition: 'equal', value: 0 }]))),
    ).toEqual(['Mokotów']);
    expect(namesOf(await api.get('/api/pickup_point?isActive=false'))).toEqual(['Old Town']);
    expect(namesOf(await api.get('/api/pickup_point?q=мокот'))).toEqual(['Mokotów']);
    expect(namesOf(await api.get('/api/pickup_point?q=gedimino'))).toEqual(['Vilnius']);
    const sorted = await api.get('/api/pickup_point?sortBy=name&direction=ASC&pageSize=5&pageIndex=0');
    expect(sorted.body.items.map((point: { name: { en: string } }) => point.name.en)).toEqual([
      'Centrum',
      'Mokotów',
      'Old Town',
      'Vilnius',
    ]);
    expect(sorted.body.filterable).toEqual(
      expect.arrayContaining([
        { name: 'name', type: 'text' },
        { name: 'city', type: 'int' },
        { name: 'country', type: 'text' },
        { name: 'is_enabled_for_app', type: 'bool' },
      ]),
    );
  });

  it('refuses with 409 to delete a city that pickup points use', async () => {
    const response = await api.delete(`/api/city/${gdansk}`);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/still used by pickup points/);
    expect((await api.get(`/api/city/${gdansk}`)).status).toBe(200);
  });

  it('deletes with 204', async () => {
    const created = (await api.post('/api/pickup_point', { name: { en: 'Temporary' } })).body.pickup_point;
    expect((await api.delete(`/api/pickup_point/${created.id}`)).status).toBe(204);
    expect((await api.get(`/api/pickup_point/${created.id}`)).status).toBe(404);
  });
});
