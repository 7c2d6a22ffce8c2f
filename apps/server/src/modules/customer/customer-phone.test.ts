import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Phones are accepted as people type them and stored as E.164 (issue 8); numbers without "+"
// belong to the country of the settings, Poland when none is set.
describe('phone numbers of customers and users', () => {
  let api: TestApp;
  let userCount = 0;

  const saveCustomer = async (phone: unknown) => {
    const response = await api.post('/api/customer', { phone });
    return { status: response.status, phone: response.body.customer?.phone, errors: response.body.errors };
  };
  const saveUser = async (phone: unknown) => {
    userCount += 1;
    const body = { email: `phone${userCount}@mise.test`, password: 'Secret123', role: 'courier', phone };
    const response = await api.post('/api/user', body);
    return { status: response.status, phone: response.body.user?.phone, errors: response.body.errors };
  };
  const setCountry = (code: string | null) =>
    api.post('/api/setting', { country: code === null ? null : JSON.stringify({ code }) });

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it.each([
    ['+48 600 111 222', '+48600111222'],
    ['(600) 111-223', '+48600111223'],
    ['600-111-224', '+48600111224'],
    ['+1 (202) 555-0143', '+12025550143'],
  ])('stores a customer phone typed as %s as %s', async (typed, stored) => {
    expect(await saveCustomer(typed)).toMatchObject({ status: 201, phone: stored });
  });

  it.each([
    ['', 'messages.phone_is_required'],
    ['12', 'messages.invalid_phone'],
    ['not a phone', 'messages.invalid_phone'],
    ['+48 600 111 222 333', 'messages.too_long'],
    ['1'.repeat(500), 'messages.too_long'],
  ])('refuses the customer phone %j with %s', async (typed, message) => {
    expect(await saveCustomer(typed)).toEqual({ status: 422, phone: undefined, errors: { phone: message } });
  });

  it('finds a customer by the phone typed another way after it was stored normalised', async () => {
    await saveCustomer('600 700 999');
    const filters = encodeURIComponent(
      JSON.stringify([{ name: 'phone', condition: 'equal', value: '+48600700999' }]),
    );
    expect((await api.get(`/api/customer?filters=${filters}`)).body.items).toHaveLength(1);
  });

  it('stores user phones the same way; a user may have none', async () => {
    expect(await saveUser('600 111 222')).toMatchObject({ status: 201, phone: '+48600111222' });
    expect(await saveUser('')).toMatchObject({ status: 201, phone: null });
    expect(await saveUser('12')).toMatchObject({ status: 422, errors: { phone: 'messages.invalid_phone' } });
    expect(await saveUser('+48 600 111 222 333')).toMatchObject({ errors: { phone: 'messages.too_long' } });
  });

  it('reads numbers without "+" in the country stored in the settings', async () => {
    expect((await setCountry('UA')).status).toBe(200);
    expect(await saveCustomer('067 123 4567')).toMatchObject({ status: 201, phone: '+380671234567' });
    expect(await saveUser('067 123 4568')).toMatchObject({ status: 201, phone: '+380671234568' });
    expect(await saveCustomer('+48 600 111 225')).toMatchObject({ phone: '+48600111225' });
    await setCountry(null);
    expect(await saveCustomer('600 111 226')).toMatchObject({ status: 201, phone: '+48600111226' });
    expect(await saveCustomer('067 123 4569')).toMatchObject({ status: 422 });
  });
});
