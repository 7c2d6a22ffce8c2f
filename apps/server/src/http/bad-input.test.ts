import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const filters = (list: unknown) => `filters=${encodeURIComponent(JSON.stringify(list))}`;
const multipart = (boundary: string, body: string) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload: body,
});
const part = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n';

/** Each root the fuzz run found, pinned by one request: a 4xx in API.md's shape, never a 5xx. */
describe('bad input answers 4xx in the API.md shape', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  async function send(
    method: 'GET' | 'POST',
    url: string,
    extra: { headers?: object; payload?: string } = {},
  ) {
    const headers = { authorization: `Bearer ${api.adminToken}`, ...extra.headers };
    const response = await api.app.inject({ method, url, headers, payload: extra.payload });
    return { status: response.statusCode, body: response.json() };
  }

  it.each([
    ...['__proto__', 'constructor', 'toString', 'hasOwnProperty'].map((name) => `/api/city?sortBy=${name}`),
    ...['__proto__', 'constructor', 'valueOf'].map(
      (name) => `/api/street?${filters([{ name, condition: 'equal', value: 1 }])}`,
    ),
    '/api/city?sortBy=toString&format=csv',
    `/api/city?${filters([{ name: 'id', condition: 'equal', value: 1e12 }])}`,
    ...['99999-01-01', '2024-13-45', '+275760-09-13T00:00:00.000Z', '-001000-01-01T00:00:00Z'].map(
      (value) => `/api/city?${filters([{ name: 'createdAt', condition: 'greater', value }])}`,
    ),
  ])('GET %s is 400', async (url) => {
    const response = await send('GET', url);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it.each([
    '/api/city?q=a%00b',
    `/api/city?${filters([{ name: 'name', condition: 'contains', value: 'a\u0000' }])}`,
  ])('NUL in the query of %s is 400 with messages.invalid_characters', async (url) => {
    const response = await send('GET', url);
    expect(response.status).toBe(400);
    expect(Object.values(response.body.errors)).toEqual(['messages.invalid_characters']);
  });

  it('NUL in a JSON or multipart body is 422 on the field', async () => {
    const json = await api.post('/api/city', { name: { en: 'War\u0000saw' } });
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual({ 'name.en': 'messages.invalid_characters' });
    const key = await api.post('/api/city', { name: { 'e\u0000n': 'Warsaw' } });
    expect(key.body.errors).toEqual({ name: 'messages.invalid_characters' });
    const form = new FormData();
    form.set('name', 'Dł\u0000uga');
    const response = await api.postForm('/api/street', form);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: 'messages.invalid_characters' });
  });

  it.each([
    ['a truncated body', multipart('b', part.slice(0, 30)), 400],
    ['no boundary', { headers: { 'content-type': 'multipart/form-data' }, payload: part }, 400],
    ['a body of another boundary', multipart('b', '--other\r\n\r\n--other--'), 400],
    ['too many parts', multipart('b', `${part.repeat(300)}--b--\r\n`), 413],
    [
      'a part typed JSON that is not',
      multipart(
        'b',
        '--b\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{x\r\n--b--\r\n',
      ),
      400,
    ],
    ['an unknown content type', { headers: { 'content-type': 'application/xml' }, payload: '<a/>' }, 415],
    ['broken JSON', { headers: { 'content-type': 'application/json' }, payload: '{"name":' }, 400],
    [
      'JSON over the size limit',
      { headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(2_200_000)}"` },
      413,
    ],
  ])('POST with %s is refused', async (_, request, status) => {
    const response = await send('POST', '/api/city', request);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({
      message: expect.any(String),
      ...(response.body.errors ? { errors: expect.any(Object) } : {}),
    });
  });

  it.each(['/api/%E0%A4%A', '/api/city/%E0%A4%A', '/%'])(
    'a URL that is not valid percent-encoding (%s) is 400',
    async (url) => {
      const response = await send('GET', url);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String) });
    },
  );

  it('a request Node cannot parse (a broken header line) is 400 with a JSON body', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nBad Header\r\n\r\n'),
      );
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1.1 400/);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({ message: 'Malformed request' });
  });

  it.each(['0000-01-01', '99999-01-01', '2024-13-45'])(
    'a birthday of %s is 422, not a database error',
    async (birthday) => {
      const response = await api.post('/api/customer', { phone: '+48600100200', birthday });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    },
  );

  it('a delete refused by a reference says which list still uses the row, as a message key', async () => {
    const city = (await api.post('/api/city', { name: { en: 'Gdańsk' } })).body.city;
    await api.post('/api/street', { name: 'Długa', city: city.id });
    const response = await api.delete(`/api/city/${city.id}`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: expect.stringContaining('streets'),
      errors: { streets: 'messages.still_used_by' },
    });
  });
});
