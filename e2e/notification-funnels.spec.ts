import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  adminCredentials,
  createRecord,
  deleteMatching,
  expect,
  ResourceFormPage,
  screenshotInThemes,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// Notification funnels (/app/marketing/notification_funnels): the form counts the customers its
// rules select while they change, and a funnel saved started is sent in the background. The e2e
// server has no messaging credentials: the form warns, every message fails as "not configured",
// a customer without an e-mail is skipped, and the funnel ends Failed with its log.

type Named = { id: number; name?: string; header?: string; phone?: string };

const path = '/app/marketing/notification_funnels';
const group = 'E2E funnel testers';
const header = 'E2E funnel spring';
const label = (key: string) => t(`resources.notification_funnel.${key}`);

let api: APIRequestContext;

async function cleanUp() {
  await deleteMatching<Named>(
    api,
    'notification_funnel',
    (funnel) => funnel.header?.startsWith('E2E ') ?? false,
  );
  await deleteMatching<Named>(api, 'customer', (customer) => customer.phone?.startsWith('+4870010') ?? false);
  await deleteMatching<Named>(api, 'customer_group', (candidate) => candidate.name === group);
}

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  await cleanUp();
  const testers = await createRecord<Named>(api, 'customer_group', { name: group });
  await createRecord(api, 'customer', {
    first_name: 'Olga',
    phone: '+48700100001',
    customer_group: testers.id,
  });
  await createRecord(api, 'customer', {
    first_name: 'Igor',
    phone: '+48700100002',
    email: 'igor@funnel.test',
    customer_group: testers.id,
  });
});

test.afterAll(async () => {
  await cleanUp();
  await api.dispose();
});

test('counts the audience as the rules change, then sends and logs each recipient', async ({
  authenticatedPage: page,
}) => {
  // A form, a background sending, a log and two themes of pictures: more than the default minute.
  test.slow();
  await page.goto(`${path}/create`);
  const form = new ResourceFormPage(page);
  const count = page.getByTestId('funnel-audience-count');
  await form.fill(label('header'), header);
  await form.fill(label('content'), 'Spring menu from Monday');
  await form.setSwitch(label('channels.sms'), true);
  await form.setSwitch(label('channels.email'), true);
  await expect(count).not.toHaveText(label('customers_count').replace('{{count}}', '2'));
  await form.choose(label('customer_groups'), group);
  await expect(count).toHaveText(label('customers_count').replace('{{count}}', '2'));
  await expect(page.getByText('E-mail: 1 reachable')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: label('not_configured_title') })).toBeVisible();
  await expectNoSeriousViolations(page, 'the funnel form with its audience');

  await form.setSwitch(label('is_started'), true);
  await form.save();
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  const row = page.getByRole('row').filter({ hasText: header });
  // Sending runs in the background: the list may first read Queued.
  await expect(row).toContainText(label('statuses.FAILED'), { timeout: 30_000 });
  await expect(row).toContainText('0/4');

  await row.getByRole('button', { name: new RegExp(`^${t('common.edit')}\\b`) }).click();
  // The list's rows carry status badges too: read the form's only once it is open.
  await expect(page).toHaveURL(new RegExp(`${path}/edit/`));
  await expect(page.getByTestId('funnel-status')).toHaveText(label('statuses.FAILED'), { timeout: 20_000 });
  await expect(page.getByTestId('funnel-counts')).toContainText('Failed: 3');
  await expect(page.getByTestId('funnel-counts')).toContainText('Skipped, no contact: 1');
  const log = page.getByTestId('funnel-log');
  await expect(log.getByRole('row')).toHaveCount(5, { timeout: 20_000 });
  await expect(log.getByRole('row').filter({ hasText: label('errors.not_configured') })).toHaveCount(3);
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: 'Olga' })
      .filter({ hasText: label('no_contact') }),
  ).toHaveCount(1);
  // Started, the funnel is fixed: its fields are disabled and there is nothing to save.
  await expect(form.saveButton).toHaveCount(0);
  await expect(page.getByLabel(new RegExp(`^${label('content')}`))).toBeDisabled();
  await expectNoSeriousViolations(page, 'a sent funnel with its log');
  const url = page.url();
  await screenshotInThemes(page, [
    { name: 'notification-funnel-sent', open: () => page.goto(url).then(() => undefined) },
  ]);
});
