import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  adminCredentials,
  deleteMatching,
  expect,
  findRecords,
  screenshotInThemes,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// The CRM board (/app/marketing/crm): tickets in three columns, moved by drag and drop with the
// mouse or the keyboard (saved as the ticket's status), a modal to create and edit.

type Ticket = { id: number; title: string; status: string };

const path = '/app/marketing/crm';
const isOurs = (ticket: Ticket) => ticket.title.startsWith('E2E ');

let api: APIRequestContext;

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  await deleteMatching<Ticket>(api, 'customer_ticket', isOurs);
});

test.afterAll(async () => {
  await deleteMatching<Ticket>(api, 'customer_ticket', isOurs);
  await api.dispose();
});

async function createTicket(title: string, status = 'OPEN') {
  const created = await api.post('/api/customer_ticket', { data: { title } });
  const ticket = (await created.json()).customer_ticket as Ticket;
  if (status !== 'OPEN') await api.post(`/api/customer_ticket/${ticket.id}`, { data: { status } });
  return ticket;
}

const statusOf = async (id: number) =>
  ((await (await api.get(`/api/customer_ticket/${id}`)).json()).item as Ticket).status;
const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
const card = (scope: Page | Locator, title: string) =>
  scope.getByTestId('ticket-card').filter({ hasText: new RegExp(`^${title}`) });
const handle = (scope: Page | Locator, title: string) =>
  scope.getByRole('button', { name: t('crm.move_named', 'en', { title }) });

/** dnd-kit follows pointer moves: press, move in steps past its 5 px threshold, release over the target. */
async function dragWithMouse(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 20, { steps: 12 });
  await page.mouse.up();
}

test('while the tickets load, a named status says so', async ({ authenticatedPage: page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/customer_ticket?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  const loading = page.getByRole('status', { name: t('common.loading') });
  await expect(loading).toBeVisible();
  await expectNoSeriousViolations(page, 'the CRM board while it loads');
  release();
  await expect(loading).toBeHidden();
});

test('a card dragged with the mouse changes column, and the change survives a reload', async ({
  authenticatedPage: page,
}) => {
  const ticket = await createTicket('E2E mouse drag');
  await page.goto(path);
  await expect(card(column(page, 'OPEN'), ticket.title)).toBeVisible();
  await dragWithMouse(page, card(page, ticket.title), column(page, 'IN_PROGRESS'));
  await expect(card(column(page, 'IN_PROGRESS'), ticket.title)).toBeVisible();
  await expect.poll(() => statusOf(ticket.id)).toBe('IN_PROGRESS');
  await page.reload();
  await expect(card(column(page, 'IN_PROGRESS'), ticket.title)).toBeVisible();
});

test('a card moves with the keyboard: Space, an arrow to the next column, Space', async ({
  authenticatedPage: page,
}) => {
  const ticket = await createTicket('E2E keyboard move', 'IN_PROGRESS');
  await page.goto(path);
  await handle(column(page, 'IN_PROGRESS'), ticket.title).focus();
  // Each key waits for the board to follow: the card lifts, then the screen reader hears where it is.
  const heard = (key: string, status: string) =>
    expect(
      page.getByText(
        t(`crm.announce.${key}`, 'en', { title: ticket.title, column: t(`crm.columns.${status}`) }),
      ),
    ).toBeAttached();
  await page.keyboard.press('Space');
  await expect(card(page, ticket.title)).toHaveAttribute('data-dragging', 'true');
  await page.keyboard.press('ArrowRight');
  await heard('over', 'DONE');
  await page.keyboard.press('Space');
  await heard('dropped', 'DONE');
  await expect(card(column(page, 'DONE'), ticket.title)).toBeVisible();
  await expect.poll(() => statusOf(ticket.id)).toBe('DONE');
});

test('a failed save puts the card back in its column and says so', async ({ authenticatedPage: page }) => {
  const ticket = await createTicket('E2E refused move');
  await page.route(`**/api/customer_ticket/${ticket.id}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server down"}' })
      : route.continue(),
  );
  await page.goto(path);
  await dragWithMouse(page, card(page, ticket.title), column(page, 'DONE'));
  await expect(page.getByText(t('crm.move_failed'))).toBeVisible();
  await expect(card(column(page, 'OPEN'), ticket.title)).toBeVisible();
  expect(await statusOf(ticket.id)).toBe('OPEN');
});

test('the modal creates an OPEN ticket for a customer found by phone; long text folds', async ({
  authenticatedPage: page,
}) => {
  await page.goto(path);
  await page.getByRole('button', { name: t('crm.new_ticket') }).click();
  const dialog = page.getByRole('dialog', { name: t('crm.new_ticket') });
  await expect(dialog.getByLabel(t('crm.fields.status'))).toBeDisabled();
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(dialog.getByText(t('messages.required'))).toBeVisible();
  await dialog.getByRole('textbox', { name: t('crm.fields.title') }).fill('E2E cake for Anna');
  const description = 'Chocolate cake for twelve people with candles, delivered before five';
  await dialog.getByRole('textbox', { name: t('crm.fields.description') }).fill(description);
  await dialog.getByLabel(t('crm.fields.customer')).fill('+48501');
  await page.getByRole('option', { name: /Anna Nowak/ }).click();
  await expectNoSeriousViolations(page, 'the ticket modal');
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(dialog).toBeHidden();

  const created = card(column(page, 'OPEN'), 'E2E cake for Anna');
  await expect(created).toContainText('Anna Nowak · +48501200300');
  await expect(created).not.toContainText('before five');
  await created.getByRole('button', { name: t('crm.show_more') }).click();
  await expect(created).toContainText('before five');
  const [stored] = await findRecords<Ticket & { customer: { phone: string } }>(
    api,
    'customer_ticket',
    (ticket) => ticket.title === 'E2E cake for Anna',
  );
  expect(stored).toMatchObject({ status: 'OPEN', customer: { phone: '+48501200300' } });
  await expectNoSeriousViolations(page, 'the CRM board');
  await screenshotInThemes(page, [{ name: 'crm-board', open: () => page.goto(path).then(() => undefined) }]);
});
