import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const bootScript = "document.documentElement.lang = 'en';";
const indexHtml = `<!doctype html><html><head><script>${bootScript}</script>
<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

describe('security headers on every answer', () => {
  let api: TestApp;
  let webDist: string;
  let imagePath: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'mise-panel-'));
    await writeFile(path.join(webDist, 'index.html'), indexHtml);
    api = await createTestApp(undefined, { webDist });
    const form = new FormData();
    form.set('title', JSON.stringify({ en: 'Summer' }));
    form.set('image_file', new Blob([new Uint8Array(png)], { type: 'text/html' }), 'x.html');
    const banner = await api.postForm('/api/banner', form);
    imagePath = `/images/banners/${banner.body.banner?.image}`;
  });
  afterAll(async () => {
    await api.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const answers = () => [
    { name: 'API data', url: '/api/city' },
    { name: 'streamed list', url: '/api/city?skipPagination=true' },
    { name: 'CSV export', url: '/api/city?format=csv' },
    { name: 'no token (401)', url: '/api/city', token: null },
    { name: 'unknown id (404)', url: '/api/city/999999' },
    { name: 'unknown API path (404)', url: '/api/nothing-here' },
    { name: 'bad query (400)', url: '/api/city?sortBy=nope' },
    { name: 'panel root', url: '/', token: null },
    { name: 'panel route fallback', url: '/customer/edit/1', token: null },
    { name: 'missing file (404)', url: '/images/banners/none.png', token: null },
    { name: 'uploaded image', url: imagePath, token: null },
    { name: 'API docs', url: '/api/docs/', token: null },
    { name: 'malformed URL (400)', url: '/api/city/%E0%A4%A', token: null },
  ];

  it('sends nosniff, a strict CSP, no framing and a referrer policy', async () => {
    for (const answer of answers()) {
      const { headers } = await api.get(answer.url, { token: answer.token });
      expect(headers['x-content-type-options'], answer.name).toBe('nosniff');
      expect(headers['x-frame-options'], answer.name).toBe('DENY');
      expect(headers['referrer-policy'], answer.name).toBe('strict-origin-when-cross-origin');
      const csp = String(headers['content-security-policy']);
      expect(csp, answer.name).toMatch(/script-src 'self'[^;]*(;|$)/);
      expect(csp, answer.name).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, answer.name).toContain("frame-ancestors 'none'");
      expect(csp, answer.name).toContain("object-src 'none'");
      expect(csp, answer.name).toContain("base-uri 'self'");
    }
  });

  it('sends them on a refused upload and on a write without a token', async () => {
    const form = new FormData();
    form.set('title', JSON.stringify({ en: 'Bad' }));
    form.set('image_file', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'x.png');
    const refused = await api.postForm('/api/banner', form);
    expect(refused.status).toBe(415);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    const anonymous = await api.post('/api/city', { name: { en: 'X' } }, { token: null });
    expect(anonymous.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an upload with the type its bytes have, whatever name and type it came with', async () => {
    expect(imagePath).toMatch(/\.png$/);
    const served = await api.get(imagePath, { token: null });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it("answers a path no route matches with the panel's page or a 404, never data", async () => {
    for (const url of [
      '/API/user',
      '/%61pi/user/',
      '/api//user',
      '//api/city',
      '/api//product_category',
      '/api/user;x=1',
      '/%2e/api/user',
    ]) {
      const response = await api.get(url, { token: null });
      const isPanel = response.status === 200 && response.raw.toString() === indexHtml;
      expect(isPanel || [401, 404].includes(response.status), url).toBe(true);
      expect(response.raw.toString(), url).not.toContain('admin@mise.test');
    }
  });

  it("allows exactly the panel's inline scripts, by hash", async () => {
    const hash = createHash('sha256').update(bootScript).digest('base64');
    const panel = await api.get('/', { token: null });
    expect(panel.headers['content-type']).toMatch(/^text\/html/);
    expect(String(panel.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });
});
