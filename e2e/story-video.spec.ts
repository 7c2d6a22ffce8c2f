import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { findSeriousViolations } from './support/axe.ts';
import {
  adminCredentials,
  deleteMatching,
  expect,
  findRecords,
  gradientPng,
  isTakingScreenshots,
  ResourceFormPage,
  ResourceListPage,
  saveScreenshot,
  screenshotInThemes,
  screenshotsSkipReason,
  signedInApi,
  t,
  test,
  writeTempFile,
} from './support/index.ts';

// The video of stories, beyond the plain list and form (e2e/resources.spec.ts walks those).
// Stories: /app/marketing/stories; API /api/story with video_file (WebM or MP4, checked by its
// bytes) served at /videos/stories/{name} with range requests, so the preview can seek.

type Story = { id: number; title: Record<string, string>; video: string | null; image: string | null };

const path = '/app/marketing/stories';
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const webmPath = fixture('story.webm');
const coverPng = gradientPng(180, 320, [59, 130, 246], [236, 72, 153]);
const coverPath = writeTempFile('story-cover.png', coverPng);
const pngAsVideoPath = writeTempFile('not-a-video.webm', coverPng);

const label = { title: t('fields.title'), video: t('fields.video'), image: t('fields.image') };
const created = { en: 'Video story', pl: 'Relacja wideo' };
const isOurs = (story: Story) => /^(Video story|Wrong video|Seeded video)/.test(story.title.en ?? '');

let api: APIRequestContext;

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  await deleteMatching<Story>(api, 'story', isOurs);
});

test.afterAll(async () => {
  await deleteMatching<Story>(api, 'story', isOurs);
  await api.dispose();
});

const videoIn = (form: ResourceFormPage) => form.imageField(label.video).locator('video');

/** Waits until the element has decoded a frame (HAVE_CURRENT_DATA or more). */
const hasFrame = (video: Locator) =>
  expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);

/** Plays (muted: no gesture needed) until the clock moves past `seconds`, then pauses. */
async function playPast(video: Locator, seconds: number) {
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(seconds);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
}

/** Seeks and resolves with where the element landed once it says it has. */
const seekTo = (video: Locator, seconds: number) =>
  video.evaluate(
    (element: HTMLVideoElement, target) =>
      new Promise<number>((resolve, reject) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.addEventListener('error', () => reject(new Error('media error')), { once: true });
        element.currentTime = target;
      }),
    seconds,
  );

async function storyTitled(title: string): Promise<Story> {
  const [story] = await findRecords<Story>(api, 'story', (candidate) => candidate.title.en === title);
  return story;
}

test('upload a video, save, reopen: the stored video plays and seeks through range requests', async ({
  authenticatedPage: page,
}) => {
  const list = await ResourceListPage.open(page, path);
  await list.openCreate();
  const form = new ResourceFormPage(page);
  await form.fillTranslatable(label.title, created);
  await expect(videoIn(form)).toHaveCount(0);
  await form.chooseImage(label.video, webmPath);
  await form.chooseImage(label.image, coverPath);
  // The picked file plays before it is saved.
  await expect(videoIn(form)).toHaveAttribute('src', /^blob:/);
  await hasFrame(videoIn(form));
  await expect(form.imageField(label.video)).toContainText('story.webm');
  expect(await findSeriousViolations(page, ['main'])).toEqual([]);
  await form.save();
  await page.waitForURL((url) => url.pathname === path);
  await list.waitForRows();

  const saved = await storyTitled(created.en);
  expect(saved.video).toMatch(/^[\w-]+\.webm$/);
  expect(saved.image).toMatch(/^[\w-]+\.png$/);
  const served = await api.get(`/videos/stories/${saved.video}`);
  expect(served.headers()['content-type']).toBe('video/webm');
  expect(Buffer.compare(await served.body(), readFileSync(webmPath))).toBe(0);

  const partial: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/videos/stories/${saved.video}`)) partial.push(response.status());
  });
  await list.editRow(created.en);
  const video = videoIn(form);
  await expect(video).toHaveAttribute('src', `/videos/stories/${saved.video}`);
  await hasFrame(video);
  await playPast(video, 0.3);
  const landed = await seekTo(video, 1.5);
  expect(landed).toBeCloseTo(1.5, 1);
  await hasFrame(video);
  // The browser asked for byte ranges and the server answered them.
  expect(partial).toContain(206);
  await saveScreenshot(page, 'stories-form-video-playing');
});

test('a PNG sent as the video is refused with a readable reason on the video field', async ({
  authenticatedPage: page,
}) => {
  const list = await ResourceListPage.open(page, path);
  await list.openCreate();
  const form = new ResourceFormPage(page);
  await form.fillTranslatable(label.title, { en: 'Wrong video' });
  await form.chooseImage(label.video, pngAsVideoPath);
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.video)).toHaveText(t('messages.unsupported_file'));
  await expect(page.getByRole('alert').filter({ hasText: t('form.not_saved') })).toBeVisible();
  await saveScreenshot(page, 'stories-form-wrong-video');
  expect(await storyTitled('Wrong video')).toBeUndefined();
});

test('list and form with the video preview in light and dark', async ({ authenticatedPage: page }) => {
  test.skip(!isTakingScreenshots, screenshotsSkipReason);
  const response = await api.post('/api/story', {
    multipart: {
      title: JSON.stringify({ en: 'Seeded video', pl: 'Wideo z bazy', ru: 'Видео из базы' }),
      web_link: '/menu/seeded',
      app_link: 'mise://menu/seeded',
      is_enabled: '1',
      image_file: { name: 'cover.png', mimeType: 'image/png', buffer: coverPng },
      video_file: { name: 'clip.webm', mimeType: 'video/webm', buffer: readFileSync(webmPath) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { story } = (await response.json()) as { story: Story };
  const form = new ResourceFormPage(page);
  const openForm = async (target: Page) => {
    await target.goto(`${path}/edit/${story.id}`);
    await hasFrame(videoIn(form));
  };
  await screenshotInThemes(page, [
    { name: 'stories-list', open: async () => void (await ResourceListPage.open(page, path)) },
    { name: 'stories-form-edit', open: () => openForm(page) },
  ]);
});
