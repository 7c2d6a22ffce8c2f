import type { APIRequestContext } from '@playwright/test';
import {
  adminCredentials,
  createRecord,
  deleteMatching,
  expect,
  findRecords,
  ResourceFormPage,
  ResourceListPage,
  screenshotInThemes,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// What payment methods do beyond the plain list and form (e2e/resources.spec.ts walks those):
// each type shows only its own fields, platform_id is shown but never edited, and a stored
// credential is never shown yet stays when the form is saved without it. API /api/payment_method.

type PaymentMethod = { id: number; name: Record<string, string> } & Record<string, unknown>;

const path = '/app/settings/payment/methods';
const isOurs = (method: PaymentMethod) => /^Quay /.test(method.name.en ?? '');
const label = (key: string) => t(`resources.payment_method.${key}`);
const typeName = (type: string) => label(`types.${type}`);
const fieldsOf: Record<string, string[]> = {
  SIMPLE: [],
  SBER: ['sber_user', 'sber_password', 'sber_test'],
  PAYSELECTION: ['payselection_public', 'payselection_secret', 'payselection_website_id'],
  STRIPE: ['stripe_public_key', 'stripe_secret_key'],
};
const everyTypeField = Object.values(fieldsOf).flat();

let api: APIRequestContext;
let sberId = 0;

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  await deleteMatching<PaymentMethod>(api, 'payment_method', isOurs);
  sberId = (
    await createRecord<PaymentMethod>(api, 'payment_method', {
      name: { en: 'Quay Sber' },
      type: 'SBER',
      platform_id: 'iiko-77',
      sber_user: 'quay-shop',
      sber_password: 'stored-secret',
    })
  ).id;
});

test.afterAll(async () => {
  await deleteMatching<PaymentMethod>(api, 'payment_method', isOurs);
  await api.dispose();
});

test('each payment type shows only its own fields', async ({ authenticatedPage: page }) => {
  const list = await ResourceListPage.open(page, path);
  await list.openCreate();
  const form = new ResourceFormPage(page);
  for (const type of ['SIMPLE', 'SBER', 'PAYSELECTION', 'STRIPE']) {
    await form.choose(label('type'), typeName(type));
    for (const field of everyTypeField)
      await expect(form.field(label(field)), `${type} ${field}`).toHaveCount(
        fieldsOf[type].includes(field) ? 1 : 0,
      );
  }
  await expect(form.field(t('fields.platform_id'))).not.toBeEditable();
  await screenshotInThemes(page, [
    {
      name: 'payment_method-form-stripe',
      open: async () => {
        await page.goto(`${path}/create`);
        await new ResourceFormPage(page).choose(label('type'), typeName('STRIPE'));
      },
    },
    {
      name: 'payment_method-form-payselection',
      open: async () => {
        await page.goto(`${path}/create`);
        await new ResourceFormPage(page).choose(label('type'), typeName('PAYSELECTION'));
      },
    },
  ]);
});

test('a stored secret is never shown, stays when saved without it, and is replaced when typed', async ({
  authenticatedPage: page,
}) => {
  const stored = async () =>
    (await findRecords<PaymentMethod>(api, 'payment_method', (method) => method.id === sberId))[0];
  await page.goto(`${path}/edit/${sberId}`);
  const form = new ResourceFormPage(page);
  const password = form.field(label('sber_password'));
  await expect(password).toHaveValue('');
  await expect(form.inputWrapper(label('sber_password'))).toContainText(t('form.secret_is_set'));
  await expect(form.field(t('fields.platform_id'))).toHaveValue('iiko-77');
  await expect(form.field(t('fields.platform_id'))).not.toBeEditable();
  await screenshotInThemes(page, [
    {
      name: 'payment_method-form-sber-stored',
      open: async () => {
        await page.goto(`${path}/edit/${sberId}`);
      },
    },
  ]);

  await form.fill(label('sber_user'), 'quay-shop-2');
  await form.save();
  await page.waitForURL((url) => url.pathname === path);
  expect(await stored()).toMatchObject({
    sber_user: 'quay-shop-2',
    sber_password: null,
    has_sber_password: true,
    platform_id: 'iiko-77',
  });

  await page.goto(`${path}/edit/${sberId}`);
  await form.fill(label('sber_password'), 'replaced-secret');
  await form.save();
  await page.waitForURL((url) => url.pathname === path);
  expect(await stored()).toMatchObject({ sber_password: null, has_sber_password: true });
});
