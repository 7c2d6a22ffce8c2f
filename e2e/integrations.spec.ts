import { startFakeIiko } from '../apps/server/src/integrations/iiko/fake-iiko.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  createRecord,
  deleteRecords,
  expect,
  findRecords,
  saveScreenshot,
  t,
  test,
} from './support/index.ts';
import { keepSettingsAsFound } from './support/settings-suite.ts';

// The integrations overview and the iiko wizard (spec part 2): credentials checked with a local
// iikoCloud that speaks the documented protocol, payment methods paired once each, then done.
// The client and the server call have their own tests (apps/server/src/integrations/iiko).

const organizationId = '7bc05553-4b68-44e8-b7bc-37be63c6d9e9';
const cash = { id: '09322f46-578a-d210-add7-eec222a08871', name: 'Cash desk', paymentTypeKind: 'Cash' };
const card = { id: '1d14e5d4-7fd0-4c52-9bc2-f7d58c46b0a6', name: 'Card terminal', paymentTypeKind: 'Card' };
type Method = {
  id: number;
  name: Record<string, string>;
  platform: string | null;
  platform_id: string | null;
};

const { settingsApi } = keepSettingsAsFound();

test('iiko: credentials checked with iiko on Next, each payment method paired once, then done', async ({
  authenticatedPage: page,
}) => {
  const iiko = await startFakeIiko({ apiLogin: 'api-login-1', organizationId, paymentTypes: [cash, card] });
  const api = settingsApi();
  const suffix = Date.now().toString(36);
  const ours = await Promise.all(
    ['Till cash', 'Courier card'].map((name) =>
      createRecord<Method>(api, 'payment_method', { name: { en: `${name} ${suffix}` }, type: 'SIMPLE' }),
    ),
  );
  try {
    await api.post('/api/setting', { data: { integration: { active_integration: null, fields: {} } } });
    await page.goto('/app/settings/integrations');
    const iikoCard = page.getByRole('region', { name: t('integration.systems.iiko.name') });
    await expect(iikoCard.getByText(t('integration.inactive'))).toBeVisible();
    await expect(page.getByRole('region', { name: t('integration.systems.poster.name') })).toBeVisible();
    await iikoCard.getByRole('link', { name: t('integration.connect', 'en', { name: 'iiko' }) }).click();

    // Step 1: every field is required; a login iiko refuses is said in iiko's words.
    const field = (name: string) => page.getByRole('textbox', { name: t(`integration.fields.${name}`) });
    const next = page.getByRole('button', { name: t('integration.wizard.next') });
    await next.click();
    await expect(page.getByText(t('messages.required'), { exact: true })).toHaveCount(4);
    await expectNoSeriousViolations(page, 'the iiko credentials step');
    await field('iiko_api_url').fill(iiko.url);
    await field('iiko_api_login').fill('someone-else');
    await field('iiko_organization_id').fill(organizationId);
    await field('iiko_terminal_id').fill('terminal-1');
    await next.click();
    await expect(page.getByRole('alert')).toContainText('Login is not authorized');
    // Settings iiko refused were not saved: iiko is not shown as connected.
    const integration = await (await api.get('/api/setting/integration')).json();
    expect(JSON.parse(integration.item.value).active_integration).toBeNull();
    await field('iiko_api_login').fill('api-login-1');
    await next.click();

    // Step 2: a method or an iiko type taken in one pair is gone from the others' choices.
    const methodSelects = page.getByRole('combobox', { name: t('integration.wizard.payment_method') });
    const typeSelects = page.getByRole('combobox', { name: t('integration.wizard.iiko_payment_type') });
    await expect(methodSelects).toHaveCount(1);
    await methodSelects.first().click();
    await page.getByRole('option', { name: ours[0].name.en }).click();
    await typeSelects.first().click();
    await page.getByRole('option', { name: 'Cash desk (Cash)' }).click();
    await page.getByRole('button', { name: t('integration.wizard.add_pair') }).click();
    await methodSelects.nth(1).click();
    await expect(page.getByRole('option', { name: ours[1].name.en })).toBeVisible();
    await expect(page.getByRole('option', { name: ours[0].name.en })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the iiko mapping step with a choice open');
    await page.getByRole('option', { name: ours[1].name.en }).click();
    const finish = page.getByRole('button', { name: t('integration.wizard.finish') });
    await finish.click();
    await expect(page.getByText(t('messages.required'), { exact: true })).toHaveCount(1);
    await typeSelects.nth(1).click();
    await expect(page.getByRole('option', { name: 'Cash desk (Cash)' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Card terminal (Card)' }).click();
    await finish.click();

    // Done: no way forward or back but the link; the overview says iiko is connected.
    await expect(page.getByRole('heading', { name: t('integration.wizard.done_title') })).toBeVisible();
    await expect(finish).toHaveCount(0);
    await saveScreenshot(page, 'integrations-iiko-done');
    const mapped = await findRecords<Method>(api, 'payment_method', (method) =>
      ours.some((o) => o.id === method.id),
    );
    expect(
      Object.fromEntries(mapped.map((method) => [method.id, [method.platform, method.platform_id]])),
    ).toEqual({
      [ours[0].id]: ['iiko', cash.id],
      [ours[1].id]: ['iiko', card.id],
    });
    await page.getByRole('link', { name: t('integration.wizard.back_to_integrations') }).click();
    await expect(iikoCard.getByText(t('integration.active'))).toBeVisible();
    // With an integration active the sidebar offers to refresh its data: an action, named.
    await expect(page.getByRole('button', { name: t('nav.items.refresh_integration') })).toBeVisible();
    await expectNoSeriousViolations(page, 'the overview with iiko connected');
  } finally {
    await deleteRecords(
      api,
      'payment_method',
      ours.map((method) => method.id),
    );
    await api.post('/api/setting', { data: { integration: { active_integration: null, fields: {} } } });
    await iiko.close();
  }
});
