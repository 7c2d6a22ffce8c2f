import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIiko } from './fake-iiko.ts';
import { createIikoClient, IikoError } from './iiko-client.ts';

const organizationId = '7bc05553-4b68-44e8-b7bc-37be63c6d9e9';
const paymentTypes = [
  { id: '09322f46-578a-d210-add7-eec222a08871', name: 'Cash', paymentTypeKind: 'Cash' },
  { id: '1d14e5d4-7fd0-4c52-9bc2-f7d58c46b0a6', name: 'Card online', paymentTypeKind: 'Card' },
  {
    id: '5ab8a4ef-0f9c-4f2b-8f7a-6fb1e4a1c0d3',
    name: 'Old voucher',
    paymentTypeKind: 'Voucher',
    isDeleted: true,
  },
];

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('iiko answered'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(IikoError);
      return error as IikoError;
    },
  );

describe('the iikoCloud client', () => {
  let fake: Awaited<ReturnType<typeof startFakeIiko>>;
  beforeAll(async () => {
    fake = await startFakeIiko({ apiLogin: 'api-login-1', organizationId, paymentTypes });
  });
  afterAll(() => fake.close());

  it('takes one token for several calls and sends it as the bearer; deleted payment types are left out', async () => {
    const before = fake.tokensIssued();
    const client = createIikoClient({ baseUrl: `${fake.url}/`, apiLogin: 'api-login-1' });
    const first = await client.paymentTypes(organizationId);
    await client.paymentTypes(organizationId);
    expect(first).toEqual([
      { id: paymentTypes[0].id, name: 'Cash', paymentTypeKind: 'Cash' },
      { id: paymentTypes[1].id, name: 'Card online', paymentTypeKind: 'Card' },
    ]);
    expect(fake.tokensIssued() - before).toBe(1);
    const request = fake.lastRequest();
    expect(request?.path).toBe('/api/1/payment_types');
    expect(request?.headers.authorization).toMatch(/^Bearer token-\d+$/);
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ organizationIds: [organizationId] });
  });

  it('takes a new token when iiko says the old one lapsed, and when its hour is nearly up', async () => {
    let clock = 0;
    const client = createIikoClient({ baseUrl: fake.url, apiLogin: 'api-login-1', now: () => clock });
    await client.paymentTypes(organizationId);
    const before = fake.tokensIssued();
    fake.expireTokens();
    expect(await client.paymentTypes(organizationId)).toHaveLength(2);
    expect(fake.tokensIssued() - before).toBe(1);
    clock += 56 * 60_000;
    await client.paymentTypes(organizationId);
    expect(fake.tokensIssued() - before).toBe(2);
  });

  it("says what iiko refused, in iiko's words: the login, the organization, a server error", async () => {
    const wrongLogin = createIikoClient({ baseUrl: fake.url, apiLogin: 'not-mine' });
    expect(await failureOf(wrongLogin.paymentTypes(organizationId))).toMatchObject({
      code: 'login',
      message: 'iiko refused the API login: Login is not authorized',
    });
    const client = createIikoClient({ baseUrl: fake.url, apiLogin: 'api-login-1' });
    expect(await failureOf(client.paymentTypes('00000000-0000-0000-0000-000000000000'))).toMatchObject({
      code: 'refused',
      message: 'iiko: Organization is not found or is not accessible',
    });
    fake.failNext(1, {
      status: 500,
      body: JSON.stringify({ correlationId: 'c', errorDescription: 'Internal error' }),
    });
    expect(await failureOf(client.paymentTypes(organizationId))).toMatchObject({
      code: 'refused',
      message: 'iiko: Internal error',
    });
  });

  it('gives up on an iiko that does not answer, or is not there', async () => {
    const slow = createIikoClient({ baseUrl: fake.url, apiLogin: 'api-login-1', timeoutMs: 200 });
    fake.failNext(1, 'hang');
    expect(await failureOf(slow.paymentTypes(organizationId))).toMatchObject({
      code: 'unreachable',
      message: 'iiko did not answer in time',
    });
    const absent = createIikoClient({ baseUrl: 'http://127.0.0.1:1', apiLogin: 'api-login-1' });
    expect(await failureOf(absent.paymentTypes(organizationId))).toMatchObject({
      code: 'unreachable',
      message: 'iiko is unreachable',
    });
  });
});
