import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

type JsonSchema = { type?: string; properties?: Record<string, unknown> };
type Operation = {
  summary?: string;
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
};

/** The API reference at /api/docs is enough to build a storefront: every operation says what it answers. */
describe('the OpenAPI document', () => {
  let api: TestApp;
  let operations: [string, Operation][];
  beforeAll(async () => {
    api = await createTestApp();
    const document = api.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as [string, Operation],
      ),
    );
  });
  afterAll(() => api.close());

  it('covers every resource route', () => {
    const names = operations.map(([name]) => name);
    for (const expected of [
      'GET /api/city',
      'GET /api/city/{id}',
      'POST /api/city',
      'POST /api/city/{id}',
      'DELETE /api/city/{id}',
      'POST /api/login',
      'POST /api/setting',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('gives every operation a summary and a documented success answer', () => {
    const missing = operations.flatMap(([name, operation]) => {
      const problems: string[] = [];
      if (!operation.summary?.trim()) problems.push(`${name}: no summary`);
      const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      const documented = success.some(
        ([status, response]) =>
          status === '204' ||
          ['object', 'array'].includes(response.content?.['application/json']?.schema?.type ?? ''),
      );
      if (!documented) problems.push(`${name}: no 2xx body schema`);
      return problems;
    });
    expect(missing).toEqual([]);
  });

  it('documents the errors of every signed-in operation with the API.md body', () => {
    const undocumented = operations
      .filter(([name]) => !['GET /api/health'].includes(name))
      .flatMap(([name, operation]) => {
        const unauthorized = operation.responses['401']?.content?.['application/json']?.schema;
        return unauthorized?.properties?.message ? [] : [name];
      });
    expect(undocumented).toEqual([]);
  });

  it('describes a list answer and a record from the declaration (references as {id, name})', () => {
    const list = operations.find(([name]) => name === 'GET /api/street')![1];
    const page = list.responses['200'].content!['application/json'].schema;
    expect(Object.keys(page.properties!)).toEqual(['items', 'pagination', 'filters', 'fields', 'filterable']);
    const item = operations.find(([name]) => name === 'GET /api/street/{id}')![1];
    const record = (item.responses['200'].content!['application/json'].schema.properties!.item as JsonSchema)
      .properties!;
    expect(record).toHaveProperty('id');
    expect(record).toHaveProperty('name');
    expect(record).toHaveProperty('city.properties.name');
    expect(record.city).toMatchObject({ description: 'The city as {id, name}' });
    expect(record).not.toHaveProperty('city_id');
    const user = operations.find(([name]) => name === 'GET /api/user/{id}')![1];
    expect(JSON.stringify(user.responses['200'])).not.toContain('password_hash');
  });
});
