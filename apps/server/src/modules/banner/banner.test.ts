import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipartForm, sampleImages } from '../../testing/upload-fixtures.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('banners', () => {
  let api: TestApp;
  const stored = (folder: string, name: string) => path.join(api.uploadsDir, 'images', folder, name);
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('creates from multipart with both images, served from /images/banners and /images/banners_mobile', async () => {
    const form = multipartForm(
      {
        title: JSON.stringify({ en: 'Summer menu', pl: 'Menu letnie' }),
        url: '/menu',
        app_url: 'mise://menu',
        is_enabled: '1',
      },
      {
        image_file: { bytes: sampleImages.png, name: 'wide.png' },
        mobile_image_file: { bytes: sampleImages.gif, name: 'narrow.gif' },
      },
    );
    const response = await api.postForm('/api/banner', form);
    expect(response.status).toBe(201);
    const { banner } = response.body;
    expect(banner).toMatchObject({
      title: { en: 'Summer menu', pl: 'Menu letnie' },
      url: '/menu',
      app_url: 'mise://menu',
      is_enabled: true,
      image: expect.stringMatching(/^[\w-]+\.png$/),
      mobile_image: expect.stringMatching(/^[\w-]+\.gif$/),
    });
    const wide = await api.get(`/images/banners/${banner.image}`, { token: null });
    expect(wide.status).toBe(200);
    expect(Buffer.compare(wide.raw, sampleImages.png)).toBe(0);
    const narrow = await api.get(`/images/banners_mobile/${banner.mobile_image}`, { token: null });
    expect(Buffer.compare(narrow.raw, sampleImages.gif)).toBe(0);
  });

  it('accepts a JPEG by its bytes whatever its name, and refuses a non-image named .png with 415', async () => {
    const jpeg = await api.postForm(
      '/api/banner',
      multipartForm(
        { title: JSON.stringify({ en: 'Jpeg' }) },
        { image_file: { bytes: sampleImages.jpeg, name: 'photo.bin' } },
      ),
    );
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.banner.image).toMatch(/\.jpg$/);

    const fake = await api.postForm(
      '/api/banner',
      multipartForm(
        { title: JSON.stringify({ en: 'Fake' }) },
        {
          mobile_image_file: {
            bytes: Buffer.from('<svg onload=alert(1)></svg>'),
            name: 'x.png',
            type: 'image/png',
          },
        },
      ),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.errors).toEqual({ mobile_image_file: 'messages.unsupported_file' });
    const titles = (await api.get('/api/banner?skipPagination=true')).body.items.map(
      (item: { title: { en: string } }) => item.title.en,
    );
    expect(titles).not.toContain('Fake');
  });

  it('replaces an image (the old file goes) and removes one sent empty, keeping the other', async () => {
    const created = (
      await api.postForm(
        '/api/banner',
        multipartForm(
          { title: JSON.stringify({ en: 'Replace me' }) },
          {
            image_file: { bytes: sampleImages.png, name: 'a.png' },
            mobile_image_file: { bytes: sampleImages.png, name: 'b.png' },
          },
        ),
      )
    ).body.banner;
    const replaced = await api.postForm(
      `/api/banner/${created.id}`,
      multipartForm({}, { image_file: { bytes: sampleImages.gif, name: 'c.gif' } }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.banner.image).toMatch(/\.gif$/);
    expect(replaced.body.banner.title).toEqual({ en: 'Replace me' });
    expect(await exists(stored('banners', created.image))).toBe(false);
    expect(await exists(stored('banners', replaced.body.banner.image))).toBe(true);

    const removed = await api.postForm(`/api/banner/${created.id}`, multipartForm({ image: '' }));
    expect(removed.body.banner).toMatchObject({ image: null, mobile_image: created.mobile_image });
    expect(await exists(stored('banners', replaced.body.banner.image))).toBe(false);
    expect(await exists(stored('banners_mobile', created.mobile_image))).toBe(true);

    const removedByJson = await api.post(`/api/banner/${created.id}`, { mobile_image: null });
    expect(removedByJson.body.banner.mobile_image).toBeNull();
    expect(await exists(stored('banners_mobile', created.mobile_image))).toBe(false);
  });

  it('ignores a file name sent as text: only uploads set images', async () => {
    const created = (await api.post('/api/banner', { title: { en: 'Plain' }, image: '../../secret.png' }))
      .body.banner;
    expect(created.image).toBeNull();
  });

  it('requires a title in some language and limits the links', async () => {
    const missing = await api.post('/api/banner', { url: '/x' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ title: 'messages.required' });
    const blank = await api.postForm(
      '/api/banner',
      multipartForm({ title: JSON.stringify({ en: '', pl: '  ' }) }),
    );
    expect(blank.body.errors).toEqual({ title: 'messages.required' });
    const long = await api.post('/api/banner', { title: { en: 'Long' }, app_url: 'x'.repeat(501) });
    expect(long.body.errors).toEqual({ app_url: 'messages.too_long' });
  });

  it('toggles is_enabled alone and lists with search and filters', async () => {
    const [banner] = (await api.get('/api/banner?q=summer')).body.items;
    expect(banner.title.en).toBe('Summer menu');
    const toggled = await api.post(`/api/banner/${banner.id}`, { is_enabled: false });
    expect(toggled.body.banner).toMatchObject({
      is_enabled: false,
      image: banner.image,
      title: banner.title,
    });
    expect((await api.get('/api/banner?q=LETNIE')).body.items).toHaveLength(1);
    expect(
      (await api.get('/api/banner?isActive=false')).body.items.map((item: { id: number }) => item.id),
    ).toEqual([banner.id]);
    const withoutImage = `/api/banner?filters=${encodeURIComponent(JSON.stringify([{ name: 'image', condition: 'empty' }]))}`;
    const titles = (await api.get(withoutImage)).body.items.map(
      (item: { title: { en: string } }) => item.title.en,
    );
    expect(titles.sort()).toEqual(['Plain', 'Replace me']);
    const list = await api.get('/api/banner?sortBy=title&direction=ASC');
    expect(list.body.fields).toEqual(
      expect.arrayContaining(['title', 'url', 'app_url', 'image', 'mobile_image', 'is_enabled']),
    );
    expect(list.body.filterable).toContainEqual({ name: 'title', type: 'text' });
  });

  it('deletes with 204 and removes its files', async () => {
    const created = (
      await api.postForm(
        '/api/banner',
        multipartForm(
          { title: JSON.stringify({ en: 'Gone' }) },
          { image_file: { bytes: sampleImages.png, name: 'g.png' } },
        ),
      )
    ).body.banner;
    expect((await api.delete(`/api/banner/${created.id}`)).status).toBe(204);
    expect(await exists(stored('banners', created.image))).toBe(false);
    expect((await api.get(`/api/banner/${created.id}`)).status).toBe(404);
  });
});
