import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../modules/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Spellings a lenient number parser reads as 1 (or as some other row); only `1` means row 1. */
const nonCanonicalIds = [
  '0x1',
  '1e0',
  '%201',
  '1%20',
  '+1',
  '01',
  '1.0',
  '1.',
  '0b1',
  '0o1',
  '1_0',
  '%091',
  '-1',
  '0',
  '2147483648',
  '99999999999',
  'Infinity',
  '1,2',
  '%EF%BC%91', // a full-width digit one
];

describe('record ids in paths: only canonical positive integers', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('finds row 1 by its canonical id', async () => {
    expect((await api.get('/api/user/1')).body.item.id).toBe(1);
  });

  it.each(resources.map((resource) => resource.name))(
    '%s: answers 404 or 400 for every other spelling, never a row',
    async (name) => {
      const answers: string[] = [];
      for (const id of nonCanonicalIds) {
        for (const [method, url] of [
          ['GET', `/api/${name}/${id}`],
          ['POST', `/api/${name}/${id}`],
          ['DELETE', `/api/${name}/${id}`],
        ] as const) {
          const response =
            method === 'GET'
              ? await api.get(url)
              : method === 'POST'
                ? await api.post(url, {})
                : await api.delete(url);
          if (response.status !== 404 && response.status !== 400)
            answers.push(`${method} ${url} -> ${response.status}`);
        }
      }
      expect(answers).toEqual([]);
    },
  );
});
