import { type APIRequestContext, type Page, request } from '@playwright/test';
import {
  adminCredentials,
  createRecord,
  deleteMatching,
  expect,
  findRecords,
  getBaseUrl,
  ResourceFormPage,
  ResourceListPage,
  saveScreenshot,
  setChecked,
  signedInApi,
  t,
  test,
} from './support/index.ts';
import { staffCrew } from './support/resources/seed-helpers.ts';

// The rules of staff users beyond the plain list and form (e2e/resources.spec.ts walks those):
// the password on every save, a unique email, my own account, the Account link.
// Staff users: /app/access/users, /create, /edit/{id}; API /api/user. Email (unique) and password
// required on every save, names, phone, role (manager, courier, system), is_enabled. The user
// menu's Account link opens /app/access/employees/edit/{my id}. Only the admin (system) exists at
// first; the set-up adds six @crew.test staff (two couriers, the last one disabled).

type User = {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  role: string;
  is_enabled: boolean;
};

const path = '/app/access/users';
const domain = 'crew.test';
const crew = staffCrew(domain);
const crewPassword = 'Crew-pass-1';
const manager = {
  first_name: 'Nina',
  last_name: 'Sikora',
  email: 'nina.sikora@example.com',
  phone: '+48600100200',
};
const managerPassword = 'Sikora-2024';

const label = {
  firstName: t('fields.first_name'),
  lastName: t('fields.last_name'),
  email: t('fields.email'),
  phone: t('fields.phone'),
  password: t('fields.password'),
  role: t('fields.role'),
  enabled: t('fields.is_enabled'),
};

let api: APIRequestContext;
const isOurs = (user: User) => user.email.endsWith(`@${domain}`) || user.email === manager.email;

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  await deleteMatching<User>(api, 'user', isOurs);
  for (const [index, person] of crew.entries()) {
    await createRecord(api, 'user', {
      ...person,
      password: crewPassword,
      is_enabled: index < crew.length - 1,
    });
  }
});

test.afterAll(async () => {
  await deleteMatching<User>(api, 'user', isOurs);
  await api.dispose();
});

const openList = (page: Page, query = '') => ResourceListPage.open(page, `${path}${query}`);

async function userWithEmail(email: string): Promise<User> {
  const [user] = await findRecords<User>(api, 'user', (candidate) => candidate.email === email);
  return user;
}

/** POST /api/login with these credentials; the status. */
async function signInStatus(email: string, password: string): Promise<number> {
  const anonymous = await request.newContext({ baseURL: getBaseUrl() });
  const response = await anonymous.post('/api/login', { data: { email, password } });
  await anonymous.dispose();
  return response.status();
}

test('create a manager with a password; the password is asked on every save; delete', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  await list.openCreate();
  const form = new ResourceFormPage(page);
  // A new user is an enabled manager by default.
  await expect(form.field(label.role)).toHaveValue(t('shell.roles.manager'));
  await expect(form.field(label.enabled)).toBeChecked();

  await form.saveExpectingErrors();
  await expect(form.fieldError(label.email)).toHaveText(t('messages.required'));
  await expect(form.fieldError(label.password)).toHaveText(t('messages.required'));
  await form.fill(label.password, 'abc');
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.password)).toHaveText(t('messages.password_too_short'));
  await saveScreenshot(page, 'users-form-errors-light');

  await form.fillFields({
    [label.firstName]: manager.first_name,
    [label.lastName]: manager.last_name,
    [label.email]: manager.email,
    [label.phone]: manager.phone,
    [label.password]: managerPassword,
  });
  await form.choose(label.role, t('shell.roles.manager'));
  await form.save();
  await page.waitForURL((url) => url.pathname === path);
  await list.waitForRows();
  await expect(list.row(manager.email)).toContainText(manager.last_name);
  // The role reads as people say it, not as the stored code.
  await expect(list.row(manager.email).getByText(t('shell.roles.manager'), { exact: true })).toBeVisible();
  const saved = await userWithEmail(manager.email);
  expect(saved).toMatchObject({ ...manager, role: 'manager', is_enabled: true });
  expect(saved).not.toHaveProperty('password');
  // The password works: the new manager can sign in.
  expect(await signInStatus(manager.email, managerPassword)).toBe(200);

  // Editing asks for the password again: empty is refused; the same one keeps it.
  await list.editRow(manager.email);
  await expect(form.field(label.email)).toHaveValue(manager.email);
  await expect(form.field(label.password)).toHaveValue('');
  await form.fill(label.phone, '+48600100201');
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.password)).toHaveText(t('messages.required'));
  await form.fill(label.password, managerPassword);
  await form.save();
  await list.waitForRows();
  expect((await userWithEmail(manager.email)).phone).toBe('+48600100201');
  expect(await signInStatus(manager.email, managerPassword)).toBe(200);

  expect(await list.cancelDeleteRow(manager.email)).toBe(t('messages.delete_confirm'));
  await list.deleteRow(manager.email);
  expect((await api.get(`/api/user/${saved.id}`)).status()).toBe(404);
  expect(await signInStatus(manager.email, managerPassword)).not.toBe(200);
});

test('a taken email is refused with 409 and the reason shows on the form', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  await list.openCreate();
  const form = new ResourceFormPage(page);
  await form.fillFields({
    [label.firstName]: 'Second',
    [label.email]: crew[0].email.toUpperCase(),
    [label.password]: 'Whatever-1',
  });
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/user',
  );
  const errors = await form.saveExpectingErrors();
  expect((await answered).status()).toBe(409);
  await expect(form.form.getByRole('alert')).toContainText(t('form.not_saved'));
  // The alert points at the fields; the reason itself stands under the e-mail, in the user's language.
  await expect(form.form.getByRole('alert')).toContainText(t('form.check_fields'));
  await expect(form.fieldError(label.email)).toHaveText(t('messages.already_exists'));
  expect(errors.join(' ')).toContain(t('messages.already_exists'));
  await saveScreenshot(page, 'users-form-email-taken-light');
  expect(new URL(page.url()).pathname).toBe(`${path}/create`);
  expect(await findRecords<User>(api, 'user', (user) => user.first_name === 'Second')).toHaveLength(0);
});

test('the Enabled switch saves at once; my own account cannot be switched off or deleted', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  const ania = crew[2].email;
  expect(await signInStatus(ania, crewPassword)).toBe(200);
  expect(await list.toggleRowSwitch(ania, label.enabled)).toBe(false);
  expect((await userWithEmail(ania)).is_enabled).toBe(false);
  // A disabled manager cannot sign in; enabled again, she can.
  expect(await signInStatus(ania, crewPassword)).not.toBe(200);
  expect(await list.toggleRowSwitch(ania, label.enabled)).toBe(true);
  expect(await signInStatus(ania, crewPassword)).toBe(200);

  // My own switch: refused, said so, and it stays on.
  const mine = list.rowSwitch(adminCredentials.email, label.enabled);
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await setChecked(page, mine, false);
  expect((await refused).status()).toBe(422);
  await expect(page.getByRole('alert').filter({ hasText: t('messages.cannot_disable_self') })).toBeVisible();
  await list.waitForRows();
  await expect(mine).toBeChecked();

  const { status, notification } = await list.deleteRowRefused(adminCredentials.email);
  expect(status).toBe(409);
  await expect(notification).toContainText('own account');
});

test('the Account link opens my own form at /app/access/employees/edit/{my id}', async ({
  shell,
  adminSession,
}) => {
  const page = shell.page;
  await openList(page);
  await shell.userMenuButton.click();
  await page.getByRole('menuitem', { name: t('shell.account'), exact: true }).click();
  const myId = adminSession.user.id;
  await page.waitForURL((url) => url.pathname === `/app/access/employees/edit/${myId}`);
  const form = new ResourceFormPage(page);
  await expect(form.field(label.email)).toHaveValue(adminCredentials.email);
  await expect(form.field(label.role)).toHaveValue(t('shell.roles.system'));
  await expect(form.field(label.enabled)).toBeChecked();
  await expect(form.field(label.password)).toHaveValue('');
  const me = (await (await api.get(`/api/user/${myId}`)).json()) as { item: User };
  await expect(form.field(label.firstName)).toHaveValue(me.item.first_name ?? '');
  await expect(form.field(label.lastName)).toHaveValue(me.item.last_name ?? '');
});
