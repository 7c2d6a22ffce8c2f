import { expect, test } from './support/index.ts';

test('the server serves the panel and reports its health', async ({ request }) => {
  const panel = await request.get('/');
  expect(panel.status()).toBe(200);
  expect(panel.headers()['content-type']).toContain('text/html');
  const html = await panel.text();
  expect(html).toMatch(/<!doctype html>/i);
  expect(html).toContain('<script type="module"');

  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
});
