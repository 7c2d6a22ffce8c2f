import { type APIRequestContext, expect, request } from '@playwright/test';
import { getBaseUrl } from './env.ts';

/**
 * The API as a signed-in user, for setting up and checking data faster than through the
 * panel: `const api = await apiAs(adminSession.token)`, then `api.get('/api/city/3')`.
 * Dispose it when done.
 */
export async function apiAs(token: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: getBaseUrl(),
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
}

/** POST /api/login and a context with that token; for `beforeAll`, where fixtures are not at hand. */
export async function signedInApi(credentials: {
  email: string;
  password: string;
}): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: getBaseUrl() });
  const response = await anonymous.post('/api/login', { data: credentials });
  expect(response.ok(), `POST /api/login answered ${response.status()}`).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await anonymous.dispose();
  return apiAs(token);
}

/** Creates a record (`POST /api/{resource}`) and returns it. */
export async function createRecord<T extends { id: number }>(
  api: APIRequestContext,
  resource: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await api.post(`/api/${resource}`, { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Record<string, T>)[resource];
}

/** Every record of a resource whose JSON matches the test (no paging). */
export async function findRecords<T extends { id: number }>(
  api: APIRequestContext,
  resource: string,
  matches: (record: T) => boolean,
): Promise<T[]> {
  const response = await api.get(`/api/${resource}`, { params: { skipPagination: 'true' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: T[] }).items.filter(matches);
}

/** Deletes records by id, ignoring ones already gone. */
export async function deleteRecords(api: APIRequestContext, resource: string, ids: number[]): Promise<void> {
  for (const id of ids) {
    const response = await api.delete(`/api/${resource}/${id}`);
    expect([204, 404]).toContain(response.status());
  }
}

/** Deletes every record of a resource that the test made (by a predicate), for clean-up hooks. */
export async function deleteMatching<T extends { id: number }>(
  api: APIRequestContext,
  resource: string,
  matches: (record: T) => boolean,
): Promise<void> {
  const ours = await findRecords<T>(api, resource, matches);
  await deleteRecords(
    api,
    resource,
    ours.map((record) => record.id),
  );
}
