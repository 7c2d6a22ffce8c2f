import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  deleteMatching,
  expect,
  findRecords,
  gradientPng,
  isTakingScreenshots,
  onePixelPng,
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

// The pictures of banners, beyond the plain list and form (e2e/resources.spec.ts walks those).
// Banners: /app/marketing/banners, /create, /edit/{id}; API /api/banner. Title per language
// (required), url, app_url, an image and a mobile image (served at /images/banners/{name} and
// /images/banners_mobile/{name}), is_enabled. The demo has "Lunch menu from 12:00"; the set-up
// adds the "Weekend offer A" banner with a picture.

type Banner = {
  id: number;
  title: Record<string, string>;
  url: string | null;
  app_url: string | null;
  image: string | null;
  mobile_image: string | null;
  is_enabled: boolean;
};

const path = '/app/marketing/banners';
const offerPrefix = 'Weekend offer';
const offers = [`${offerPrefix} A`];
const created = { en: 'Pizza week', pl: 'Tydzień pizzy' };

const label = {
  title: t('fields.title'),
  url: t('fields.url'),
  appUrl: t('fields.app_url'),
  image: t('fields.image'),
  mobileImage: t('fields.mobile_image'),
  enabled: t('fields.is_enabled'),
};

// Real PNGs made here: a visible 240x120 gradient and the classic 1x1 pixel.
const desktopPng = gradientPng(240, 120, [255, 176, 59], [214, 48, 92]);
const desktopPngPath = writeTempFile('banner-desktop.png', desktopPng);
const mobilePngPath = writeTempFile('banner-mobile.png', onePixelPng);

let api: APIRequestContext;
const isOurs = (banner: Banner) => /^(Weekend offer|Pizza week)/.test(banner.title.en ?? '');

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  await deleteMatching<Banner>(api, 'banner', isOurs);
  // Multipart, as the panel sends it, with a picture.
  const response = await api.post('/api/banner', {
    multipart: {
      title: JSON.stringify({ en: offers[0], pl: offers[0].replace(offerPrefix, 'Oferta weekendowa') }),
      url: '/menu/weekend',
      is_enabled: '1',
      image_file: { name: 'weekend.png', mimeType: 'image/png', buffer: desktopPng },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
});

test.afterAll(async () => {
  await deleteMatching<Banner>(api, 'banner', isOurs);
  await api.dispose();
});

const openList = (page: Page, query = '') => ResourceListPage.open(page, `${path}${query}`);

async function bannerTitled(title: string): Promise<Banner> {
  const [banner] = await findRecords<Banner>(api, 'banner', (candidate) => candidate.title.en === title);
  return banner;
}

/** True once the <img> has loaded real pixels. */
const hasLoaded = (image: import('@playwright/test').Locator) =>
  image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  );

test('create with both images, check the previews and the served files, remove one, delete', async ({
  authenticatedPage: page,
  request,
}) => {
  const list = await openList(page);
  await list.openCreate();
  const form = new ResourceFormPage(page);

  const errors = await form.saveExpectingErrors();
  expect(errors).toContain(t('messages.required'));
  await expect(form.fieldError(label.title)).toHaveText(t('messages.required'));
  await saveScreenshot(page, 'banners-form-errors-light');

  await form.fillTranslatable(label.title, created);
  await form.fill(label.url, '/menu/pizza');
  await form.fill(label.appUrl, 'mise://menu/pizza');
  // Nothing chosen yet: a placeholder, no picture, no Remove.
  await expect(form.imageField(label.image).locator('img')).toHaveCount(0);
  await expect(
    form.imageField(label.image).getByRole('button', { name: t('form.remove_image') }),
  ).toHaveCount(0);

  await form.chooseImage(label.image, desktopPngPath);
  await form.chooseImage(label.mobileImage, mobilePngPath);
  const preview = form.imageField(label.image).locator('img');
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect(preview).toHaveAttribute('alt', label.image);
  await expect.poll(() => hasLoaded(preview)).toBe(true);
  await expect(form.imageField(label.image)).toContainText('banner-desktop.png');
  await expect(form.imageField(label.mobileImage).locator('img')).toHaveAttribute('src', /^blob:/);
  await form.save();
  await page.waitForURL((url) => url.pathname === path);
  await list.waitForRows();

  const saved = await bannerTitled(created.en);
  expect(saved).toMatchObject({
    title: created,
    url: '/menu/pizza',
    app_url: 'mise://menu/pizza',
    is_enabled: true,
  });
  expect(saved.image).toBeTruthy();
  expect(saved.mobile_image).toBeTruthy();

  // The server serves the very bytes that were uploaded, as PNG.
  const served = await request.get(`/images/banners/${saved.image}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/png');
  expect(Buffer.compare(await served.body(), desktopPng)).toBe(0);
  const servedMobile = await request.get(`/images/banners_mobile/${saved.mobile_image}`);
  expect(servedMobile.status()).toBe(200);
  expect(Buffer.compare(await servedMobile.body(), onePixelPng)).toBe(0);

  // The list shows the thumbnail from the served path.
  const thumbnail = list.row(created.en).locator('img');
  await expect(thumbnail).toHaveAttribute('src', `/images/banners/${saved.image}`);
  await expect.poll(() => hasLoaded(thumbnail)).toBe(true);

  // Edit: the stored pictures are previewed; removing the mobile one clears it on save.
  await list.editRow(created.en);
  const storedPreview = form.imageField(label.image).locator('img');
  await expect(storedPreview).toHaveAttribute('src', `/images/banners/${saved.image}`);
  await expect.poll(() => hasLoaded(storedPreview)).toBe(true);
  await expect(form.imageField(label.mobileImage).locator('img')).toHaveAttribute(
    'src',
    `/images/banners_mobile/${saved.mobile_image}`,
  );
  await expect(form.field(label.url)).toHaveValue('/menu/pizza');
  await form.removeImage(label.mobileImage);
  await form.save();
  await list.waitForRows();
  const edited = await bannerTitled(created.en);
  expect(edited.mobile_image).toBeNull();
  expect(edited.image).toBe(saved.image);
  expect(edited.url).toBe('/menu/pizza');

  expect(await list.cancelDeleteRow(created.en)).toBe(t('messages.delete_confirm'));
  await expect(list.row(created.en)).toBeVisible();
  await list.deleteRow(created.en);
  expect((await api.get(`/api/banner/${saved.id}`)).status()).toBe(404);
});

test('list and form in light and dark', async ({ authenticatedPage: page }) => {
  test.skip(!isTakingScreenshots, screenshotsSkipReason);
  const withPicture = await bannerTitled(offers[0]);
  const form = new ResourceFormPage(page);
  await screenshotInThemes(page, [
    {
      name: 'banners-list',
      open: async () => {
        const list = await openList(page);
        await expect.poll(() => hasLoaded(list.row(offers[0]).locator('img'))).toBe(true);
      },
    },
    {
      name: 'banners-form-edit',
      open: async () => {
        await page.goto(`${path}/edit/${withPicture.id}`);
        await expect.poll(() => hasLoaded(form.imageField(label.image).locator('img'))).toBe(true);
      },
    },
  ]);
});
