import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipartForm, sampleImages, sampleVideos } from '../../testing/upload-fixtures.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('stories', () => {
  let api: TestApp;
  const storedVideo = (name: string) => path.join(api.uploadsDir, 'videos', 'stories', name);
  beforeAll(async () => {
    api = await createTestApp(undefined, { uploadMaxBytes: 1_000_000 });
  });
  afterAll(() => api.close());

  const createStory = async (fields: Record<string, string>, files: Parameters<typeof multipartForm>[1]) => {
    const response = await api.postForm('/api/story', multipartForm(fields, files));
    expect(response.status).toBe(201);
    return response.body.story;
  };

  it('creates from multipart with an image and a WebM video, served from /images/stories and /videos/stories', async () => {
    const story = await createStory(
      {
        title: JSON.stringify({ en: 'New pizza', pl: 'Nowa pizza' }),
        web_link: '/menu/pizza',
        app_link: 'mise://pizza',
        is_enabled: '1',
      },
      {
        image_file: { bytes: sampleImages.png, name: 'cover.png' },
        video_file: { bytes: sampleVideos.webm, name: 'clip.webm' },
      },
    );
    expect(story).toMatchObject({
      title: { en: 'New pizza', pl: 'Nowa pizza' },
      web_link: '/menu/pizza',
      app_link: 'mise://pizza',
      is_enabled: true,
      image: expect.stringMatching(/^[\w-]+\.png$/),
      video: expect.stringMatching(/^[\w-]+\.webm$/),
    });
    const cover = await api.get(`/images/stories/${story.image}`, { token: null });
    expect(Buffer.compare(cover.raw, sampleImages.png)).toBe(0);
    const video = await api.get(`/videos/stories/${story.video}`, { token: null });
    expect(video.status).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.headers['x-content-type-options']).toBe('nosniff');
    expect(video.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(video.raw, sampleVideos.webm)).toBe(0);
  });

  it('answers a range request with 206 and exactly the bytes asked for, so players can seek', async () => {
    const story = await createStory(
      { title: JSON.stringify({ en: 'Seekable' }) },
      { video_file: { bytes: sampleVideos.mp4, name: 'clip.mp4' } },
    );
    expect(story.video).toMatch(/\.mp4$/);
    const size = sampleVideos.mp4.length;
    const middle = await api.get(`/videos/stories/${story.video}`, {
      token: null,
      headers: { range: 'bytes=100-1099' },
    });
    expect(middle.status).toBe(206);
    expect(middle.headers['content-type']).toBe('video/mp4');
    expect(middle.headers['x-content-type-options']).toBe('nosniff');
    expect(middle.headers['content-range']).toBe(`bytes 100-1099/${size}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(Buffer.compare(middle.raw, sampleVideos.mp4.subarray(100, 1100))).toBe(0);

    const tail = await api.get(`/videos/stories/${story.video}`, {
      token: null,
      headers: { range: 'bytes=-200' },
    });
    expect(tail.status).toBe(206);
    expect(Buffer.compare(tail.raw, sampleVideos.mp4.subarray(size - 200))).toBe(0);

    const beyond = await api.get(`/videos/stories/${story.video}`, {
      token: null,
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(beyond.status).toBe(416);
  });

  it('refuses an image sent as the video and a video sent as the image with 415, storing nothing', async () => {
    const imageAsVideo = await api.postForm(
      '/api/story',
      multipartForm(
        { title: JSON.stringify({ en: 'Wrong video' }) },
        { video_file: { bytes: sampleImages.png, name: 'clip.webm', type: 'video/webm' } },
      ),
    );
    expect(imageAsVideo.status).toBe(415);
    expect(imageAsVideo.body.errors).toEqual({ video_file: 'messages.unsupported_file' });
    const videoAsImage = await api.postForm(
      '/api/story',
      multipartForm(
        { title: JSON.stringify({ en: 'Wrong image' }) },
        { image_file: { bytes: sampleVideos.webm, name: 'cover.png', type: 'image/png' } },
      ),
    );
    expect(videoAsImage.status).toBe(415);
    expect(videoAsImage.body.errors).toEqual({ image_file: 'messages.unsupported_file' });
    const titles = (await api.get('/api/story?skipPagination=true')).body.items.map(
      (item: { title: { en: string } }) => item.title.en,
    );
    expect(titles).not.toContain('Wrong video');
    expect(titles).not.toContain('Wrong image');
  });

  it('replaces a video (the old file goes), then removes it when sent empty', async () => {
    const story = await createStory(
      { title: JSON.stringify({ en: 'Replace video' }) },
      { video_file: { bytes: sampleVideos.webm, name: 'a.webm' } },
    );
    const replaced = await api.postForm(
      `/api/story/${story.id}`,
      multipartForm({}, { video_file: { bytes: sampleVideos.mp4, name: 'b.mp4' } }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.story.video).toMatch(/\.mp4$/);
    expect(await exists(storedVideo(story.video))).toBe(false);
    expect(await exists(storedVideo(replaced.body.story.video))).toBe(true);

    const removed = await api.postForm(`/api/story/${story.id}`, multipartForm({ video: '' }));
    expect(removed.body.story).toMatchObject({ video: null, title: { en: 'Replace video' } });
    expect(await exists(storedVideo(replaced.body.story.video))).toBe(false);
  });

  it('requires a title in some language', async () => {
    const missing = await api.post('/api/story', { web_link: '/x' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ title: 'messages.required' });
    const blank = await api.postForm('/api/story', multipartForm({ title: JSON.stringify({ en: ' ' }) }));
    expect(blank.body.errors).toEqual({ title: 'messages.required' });
  });

  it('toggles is_enabled alone, searches titles in any language and lists its fields', async () => {
    const [story] = (await api.get('/api/story?q=nowa')).body.items;
    expect(story.title.en).toBe('New pizza');
    const toggled = await api.post(`/api/story/${story.id}`, { is_enabled: false });
    expect(toggled.body.story).toMatchObject({ is_enabled: false, video: story.video, image: story.image });
    const list = await api.get('/api/story?isActive=false');
    expect(list.body.items.map((item: { id: number }) => item.id)).toEqual([story.id]);
    expect(list.body.fields).toEqual(
      expect.arrayContaining(['title', 'web_link', 'app_link', 'image', 'video', 'is_enabled', 'created_at']),
    );
  });

  it('deletes with 204 and removes its files', async () => {
    const story = await createStory(
      { title: JSON.stringify({ en: 'Gone' }) },
      { video_file: { bytes: sampleVideos.webm, name: 'g.webm' } },
    );
    expect((await api.delete(`/api/story/${story.id}`)).status).toBe(204);
    expect(await exists(storedVideo(story.video))).toBe(false);
    expect((await api.get(`/videos/stories/${story.video}`, { token: null })).status).toBe(404);
  });
});
