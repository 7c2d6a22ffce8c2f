import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const filtered = (filters: unknown) =>
  `/api/customer_group?filters=${encodeURIComponent(JSON.stringify(filters))}`;
const namesOf = (response: { body: { items: { name: string }[] } }) =>
  response.body.items.map((group) => group.name);

describe('customer groups', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
    for (const [name, discount, isEnabled] of [
      ['Regulars', 5, true],
      ['Staff', 50, true],
      ['VIP', 12.5, true],
      ['Archived', 0, false],
    ] as const) {
      expect((await api.post('/api/customer_group', { name, discount, is_enabled: isEnabled })).status).toBe(
        201,
      );
    }
  });
  afterAll(() => api.close());

  it('creates with discount 0 by default, the percent travelling as a number', async () => {
    const response = await api.post('/api/customer_group', { name: 'Newcomers' });
    expect(response.status).toBe(201);
    expect(response.body.customer_group).toMatchObject({
      id: expect.any(Number),
      name: 'Newcomers',
      discount: 0,
      is_enabled: true,
    });
    const exact = await api.post(`/api/customer_group/${response.body.customer_group.id}`, {
      discount: 7.25,
    });
    expect(exact.body.customer_group.discount).toBe(7.25);
    await api.delete(`/api/customer_group/${response.body.customer_group.id}`);
  });

  it('accepts multipart with the discount as text', async () => {
    const form = new FormData();
    form.set('name', 'Students');
    form.set('discount', '15');
    form.set('is_enabled', '0');
    const response = await api.postForm('/api/customer_group', form);
    expect(response.status).toBe(201);
    expect(response.body.customer_group).toMatchObject({ name: 'Students', discount: 15, is_enabled: false });
    await api.delete(`/api/customer_group/${response.body.customer_group.id}`);
  });

  it.each([
    [{ discount: 20 }, { name: 'messages.required' }],
    [{ name: '  ', discount: 20 }, { name: 'messages.required' }],
    [{ name: 'Too much', discount: 100.01 }, { discount: 'messages.percent_too_big' }],
    [{ name: 'Negative', discount: -1 }, { discount: 'messages.only_positive_or_zero' }],
    [{ name: 'Text', discount: 'ten' }, { discount: 'messages.should_be_number' }],
    [{ name: 'Null', discount: null }, { discount: 'messages.required' }],
  ])('refuses %j with 422 and %j', async (body, errors) => {
    const response = await api.post('/api/customer_group', body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
  });

  it('accepts the bounds 0 and 100', async () => {
    for (const discount of [0, 100]) {
      const response = await api.post('/api/customer_group', { name: `Bound ${discount}`, discount });
      expect(response.body.customer_group.discount).toBe(discount);
      await api.delete(`/api/customer_group/${response.body.customer_group.id}`);
    }
  });

  it('sorts and filters by discount as a number, searches by name, filters on the flag', async () => {
    expect(namesOf(await api.get('/api/customer_group?sortBy=discount&direction=DESC'))).toEqual([
      'Staff',
      'VIP',
      'Regulars',
      'Archived',
    ]);
    expect(
      namesOf(await api.get(filtered([{ name: 'discount', condition: 'greater', value: 10 }]))).sort(),
    ).toEqual(['Staff', 'VIP']);
    const between = await api.get(
      filtered([{ name: 'discount', condition: 'between', value: 5, value2: 12.5 }]),
    );
    expect(namesOf(between).sort()).toEqual(['Regulars', 'VIP']);
    expect(namesOf(await api.get('/api/customer_group?q=vi'))).toEqual(['VIP']);
    expect(namesOf(await api.get('/api/customer_group?isActive=false'))).toEqual(['Archived']);
    const list = await api.get('/api/customer_group');
    expect(list.body.filterable).toEqual(
      expect.arrayContaining([
        { name: 'name', type: 'text' },
        { name: 'discount', type: 'float' },
        { name: 'is_enabled', type: 'bool' },
      ]),
    );
    expect((await api.get(filtered([{ name: 'discount', condition: 'contains', value: '5' }]))).status).toBe(
      400,
    );
  });

  it('toggles is_enabled alone from the list', async () => {
    const [group] = (await api.get('/api/customer_group?q=Regulars')).body.items;
    const toggled = await api.post(`/api/customer_group/${group.id}`, { is_enabled: false });
    expect(toggled.status).toBe(200);
    expect(toggled.body.customer_group).toMatchObject({ name: 'Regulars', discount: 5, is_enabled: false });
  });

  it('refuses with 409 to delete a group that customers belong to, and deletes it once empty', async () => {
    const group = (await api.post('/api/customer_group', { name: 'Corporate', discount: 10 })).body
      .customer_group;
    const [customer] = await api.db
      .insert(customers)
      .values({ phone: '+48600700800', customer_group_id: group.id })
      .returning();
    const refused = await api.delete(`/api/customer_group/${group.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/still used by customers/);
    expect((await api.get(`/api/customer_group/${group.id}`)).status).toBe(200);

    await api.db.update(customers).set({ customer_group_id: null }).where(eq(customers.id, customer.id));
    expect((await api.delete(`/api/customer_group/${group.id}`)).status).toBe(204);
  });
});
