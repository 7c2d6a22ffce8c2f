import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { endpointsOf, type FuzzRequest, fuzzRequest, oddRequests } from '../testing/fuzz-requests.ts';
import { seededRandom } from '../testing/fuzz-values.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A longer or different run: FUZZ_REQUESTS=20000 FUZZ_SEED=7 npx vitest run apps/server/src/http/fuzz.test.ts
const requestCount = Number(process.env.FUZZ_REQUESTS ?? 2500);

const errorStatuses = new Set([400, 401, 403, 404, 409, 413, 415, 422, 429]);

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** What is wrong with an answer by API.md: a 5xx, or an error without `{message, errors?}`. */
function problemOf(method: string, answer: Answer): string | undefined {
  if (answer.statusCode >= 500) return `status ${answer.statusCode}`;
  if (answer.statusCode < 400) return undefined;
  if (!errorStatuses.has(answer.statusCode)) return `status ${answer.statusCode} is not one of API.md's`;
  if (method === 'HEAD') return undefined;
  if (!String(answer.headers['content-type']).startsWith('application/json')) return 'error body is not JSON';
  let body: { message?: unknown; errors?: unknown };
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'error body is not JSON';
  }
  if (typeof body?.message !== 'string' || !body.message) return 'error body has no message';
  const extra = Object.keys(body).filter((key) => key !== 'message' && key !== 'errors');
  if (extra.length) return `error body has ${extra.join(', ')}`;
  if (body.errors === undefined) return undefined;
  const { errors } = body;
  const isMap =
    errors && typeof errors === 'object' && Object.values(errors).every((key) => typeof key === 'string');
  return isMap ? undefined : 'errors is not a map of field to message key';
}

describe('fuzzing every operation of the OpenAPI document (fixed seed)', () => {
  let api: TestApp;
  let adminPath: string;
  let lastServerError = '';
  const undocumentedAnswers = new Set<string>();
  beforeAll(async () => {
    // The server's own error, so a 5xx in the report says what broke.
    api = await createTestApp((app) => {
      app.addHook('onError', async (_request, _reply, error) => {
        lastServerError = `${error.name}: ${error.message}`.slice(0, 300);
      });
      // Success answers must match the response schema /api/docs shows for them.
      app.addHook('onSend', async (request, reply, payload) => {
        const responses = request.routeOptions.schema?.response as Record<number, ZodType> | undefined;
        const documented = responses?.[reply.statusCode];
        if (reply.statusCode >= 300 || !documented || typeof payload !== 'string' || !payload) return;
        const result = documented.safeParse(JSON.parse(payload));
        if (!result.success)
          undocumentedAnswers.add(`${request.routeOptions.url}: ${result.error.message.slice(0, 300)}`);
      });
    });
    adminPath = `/api/user/${(await api.get('/api/me')).body.user.id}`;
    const city = (await api.post('/api/city', { name: { en: 'Warsaw' } })).body.city;
    await api.post('/api/street', { name: 'Długa', city: city.id });
    const group = (await api.post('/api/customer_group', { name: 'Regulars' })).body.customer_group;
    await api.post('/api/customer', { phone: '+48600111222', customer_group: group.id });
  });
  afterAll(() => api.close());

  async function send(request: FuzzRequest) {
    const headers = { authorization: `Bearer ${api.adminToken}`, ...request.headers };
    const { method, url, payload } = request;
    try {
      return await api.app.inject({ method: method as 'GET', url, headers, payload });
    } catch (error) {
      // A streamed answer that fails half-way is cut off: the client sees a broken response.
      return { statusCode: 599, headers: {}, body: String(error) };
    }
  }

  it('answers every request with a non-5xx status and errors in the API.md shape', async () => {
    const random = seededRandom(Number(process.env.FUZZ_SEED ?? 20_261_125));
    // Signing out or demoting the admin would turn the rest of the run into 401s; an event stream
    // never ends, so inject() would wait for ever (order-events.test.ts tests it over a socket).
    const endpoints = endpointsOf(api.app.swagger() as never).filter(
      (endpoint) => endpoint.path !== '/api/logout' && endpoint.path !== '/api/order/events',
    );
    const problems = new Map<string, string>();
    const note = (request: FuzzRequest, answer: Answer) => {
      const problem = problemOf(request.method, answer);
      const key = `${request.method} ${request.route} ${problem}`;
      const detail = answer.statusCode >= 500 ? lastServerError : answer.body.slice(0, 200);
      if (problem && !problems.has(key)) problems.set(key, `${request.url} -> ${detail}`);
    };
    for (const request of oddRequests()) note(request, await send(request));
    for (let index = 0; index < requestCount; index++) {
      const request = await fuzzRequest(random.pick(endpoints), random);
      if (request.method !== 'GET' && request.url.split('?')[0] === adminPath) continue;
      note(request, await send(request));
    }
    expect(Object.fromEntries(problems)).toEqual({});
    expect([...undocumentedAnswers]).toEqual([]);
    expect((await api.get('/api/me')).status).toBe(200);
  }, 120_000);
});
