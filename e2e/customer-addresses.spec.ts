import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  createRecord,
  deleteMatching,
  expect,
  findRecords,
  isTakingScreenshots,
  ResourceFormPage,
  ResourceListPage,
  saveScreenshot,
  screenshotInThemes,
  screenshotsSkipReason,
  signedInApi,
  t,
  test,
} from './support/index.ts';

// What the customer screens do beyond the plain list and form (e2e/resources.spec.ts walks
// those): addresses. Customers: /app/marketing/customers, /create, /edit/{id}; API /api/customer. Phone required
// (stored as +48…), customer group, birthday, and a list of addresses (country required,
// city, a street of that city, house details). Rows expand to the addresses.
// The demo has Anna Nowak (group Regulars, Marszałkowska 12 in Warsaw) and Piotr Kowalski
// (Floriańska 7 in Kraków); Warsaw has Marszałkowska and Nowy Świat, Kraków Floriańska and Grodzka.
// The set-up adds two customers with @bistro.test emails; only Ewa Lis has an address.

type Reference = { id: number; name: unknown };
type Address = {
  id: number;
  country: string;
  city: Reference | null;
  street: Reference | null;
  street_number: string | null;
  flat_no: string | null;
};
type Customer = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string;
  birthday: string | null;
  is_enabled: boolean;
  customer_group: Reference | null;
  addresses: Address[];
};
type Named = { id: number; name: string | Record<string, string> };

const path = '/app/marketing/customers';
const domain = 'bistro.test';
const people = [
  { first_name: 'Ewa', last_name: 'Lis', phone: '+48700000001' },
  { first_name: 'Jan', last_name: 'Wrona', phone: '+48700000002' },
];
const newCustomer = { first_name: 'Marta', last_name: 'Zielińska', phone: '+48511222333' };

const label = {
  firstName: t('fields.first_name'),
  lastName: t('fields.last_name'),
  email: t('fields.email'),
  phone: t('fields.phone'),
  group: t('fields.customer_group'),
  birthday: t('fields.birthday'),
  enabled: t('fields.is_enabled'),
  country: t('fields.country'),
  city: t('fields.city'),
  street: t('fields.street'),
  streetNumber: t('fields.street_number'),
  flat: t('fields.flat_no'),
};
const addressTitle = (number: number) => t('resources.customer.address_number', 'en', { number });

let api: APIRequestContext;
const ids = new Map<string, number>();
const isOurs = (customer: Customer) =>
  Boolean(customer.email?.endsWith(`@${domain}`)) || customer.last_name === newCustomer.last_name;
const nameOf = (record: Named) => (typeof record.name === 'string' ? record.name : record.name.en);

test.beforeAll(async () => {
  api = await signedInApi(adminCredentials);
  await deleteMatching<Customer>(api, 'customer', isOurs);
  for (const city of await findRecords<Named>(api, 'city', () => true)) ids.set(nameOf(city), city.id);
  for (const street of await findRecords<Named>(api, 'street', () => true))
    ids.set(nameOf(street), street.id);
  for (const group of await findRecords<Named>(api, 'customer_group', () => true))
    ids.set(nameOf(group), group.id);
  for (const [index, person] of people.entries()) {
    await createRecord(api, 'customer', {
      ...person,
      email: `${person.first_name.toLowerCase()}@${domain}`,
      customer_group: index % 2 === 0 ? ids.get('Friends of the house') : null,
      addresses:
        index === 0
          ? [
              {
                country: 'PL',
                city: ids.get('Warsaw'),
                street: ids.get('Nowy Świat'),
                street_number: '5',
                flat_no: '12',
              },
            ]
          : [],
    });
  }
});

test.afterAll(async () => {
  await deleteMatching<Customer>(api, 'customer', isOurs);
  await api.dispose();
});

const openList = (page: Page, query = '') => ResourceListPage.open(page, `${path}${query}`);

async function customerWithLastName(lastName: string): Promise<Customer> {
  const [customer] = await findRecords<Customer>(
    api,
    'customer',
    (candidate) => candidate.last_name === lastName,
  );
  return customer;
}

/** The names in a street picker's list, then closes it. */
async function streetChoices(page: Page, form: ResourceFormPage, address: string): Promise<string[]> {
  const picker = form.itemField(address, label.street);
  await expect(picker).toBeEnabled();
  await picker.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = (await options.allInnerTexts()).map((name) => name.trim());
  await page.keyboard.press('Escape');
  return names.sort();
}

test('rows expand to the addresses, or to "No addresses"', async ({ authenticatedPage: page }) => {
  const list = await openList(page);
  const lis = await list.expandRow('Lis');
  const addresses = lis.getByRole('table', { name: t('fields.addresses') });
  await expect(addresses).toBeVisible();
  const address = addresses.locator('tbody').getByRole('row');
  await expect(address).toHaveCount(1);
  for (const text of ['Poland', 'Warsaw', 'Nowy Świat', '5', '12']) await expect(address).toContainText(text);

  const wrona = await list.expandRow('Wrona');
  await expect(wrona).toHaveText(t('messages.no_addresses'));
  expect(t('messages.no_addresses')).toBe('No addresses');

  // Collapsing hides the details again.
  await list
    .row('Lis')
    .getByRole('button', { name: t('list.collapse_row'), exact: true })
    .click();
  await expect(addresses).toBeHidden();
});

test('create with group, birthday and two addresses; phone and address rules; edit keeps the addresses', async ({
  authenticatedPage: page,
}) => {
  const list = await openList(page);
  await list.openCreate();
  const form = new ResourceFormPage(page);
  await expect(form.form.getByText(t('messages.no_addresses'), { exact: true })).toBeVisible();

  // The phone is required (how it may be typed: e2e/form-friction.spec.ts).
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.phone)).toHaveText(t('messages.phone_is_required'));

  await form.fillFields({
    [label.firstName]: newCustomer.first_name,
    [label.lastName]: newCustomer.last_name,
    [label.email]: 'marta@example.com',
    [label.phone]: newCustomer.phone,
  });
  await expect(form.fieldError(label.phone)).toHaveCount(0);
  await form.choose(label.group, 'Friends of the house');
  await form.pickDate(label.birthday, '1990-04-27');
  await expect(form.field(label.birthday)).toHaveValue('04-27-1990');

  const addAddress = form.form.getByRole('button', {
    name: t('resources.customer.add_address'),
    exact: true,
  });
  await addAddress.click();
  await addAddress.click();
  await expect(form.listItem(addressTitle(1))).toBeVisible();
  await expect(form.listItem(addressTitle(2))).toBeVisible();
  await expect(form.form.getByText(t('messages.no_addresses'), { exact: true })).toHaveCount(0);

  // Streets follow the city: none before a city is chosen, then only that city's streets.
  const first = addressTitle(1);
  await expect(form.itemField(first, label.street)).toBeDisabled();
  await form.fillItem(first, { [label.country]: 'Poland', [label.city]: 'Warsaw' });
  expect(await streetChoices(page, form, first)).toEqual(['Marszałkowska', 'Nowy Świat']);
  await form.fillItem(first, { [label.street]: 'Nowy Świat' });
  // Another city clears the street and offers its own.
  await form.fillItem(first, { [label.city]: 'Kraków' });
  await expect(form.itemField(first, label.street)).toHaveValue('');
  expect(await streetChoices(page, form, first)).toEqual(['Floriańska', 'Grodzka']);
  await form.fillItem(first, { [label.street]: 'Grodzka', [label.streetNumber]: '21', [label.flat]: '3' });

  // The second address lacks its country: the error shows under that field of that address.
  const second = addressTitle(2);
  await form.fillItem(second, { [label.city]: 'Warsaw' });
  await form.fillItem(second, { [label.street]: 'Marszałkowska', [label.streetNumber]: '100' });
  await form.saveExpectingErrors();
  await expect(form.fieldError(label.country, form.listItem(second))).toHaveText(t('messages.required'));
  await expect(form.fieldError(label.country, form.listItem(first))).toHaveCount(0);
  await saveScreenshot(page, 'customers-form-errors-light');
  await form.fillItem(second, { [label.country]: 'Poland' });
  await form.save();
  await page.waitForURL((url) => url.pathname === path);
  await list.waitForRows();

  const saved = await customerWithLastName(newCustomer.last_name);
  expect(saved).toMatchObject({
    ...newCustomer,
    email: 'marta@example.com',
    birthday: '1990-04-27',
    customer_group: { id: ids.get('Friends of the house') },
    is_enabled: true,
  });
  expect(saved.addresses).toHaveLength(2);
  expect(saved.addresses.map((address) => [address.country, address.city?.id, address.street?.id])).toEqual([
    ['PL', ids.get('Kraków'), ids.get('Grodzka')],
    ['PL', ids.get('Warsaw'), ids.get('Marszałkowska')],
  ]);
  const row = list.row(newCustomer.last_name);
  await expect(row).toContainText('Friends of the house');
  await expect(row).toContainText('04-27-1990');

  // Edit: everything comes back, and saving keeps both addresses (the same records).
  await list.editRow(newCustomer.last_name);
  expect(new URL(page.url()).pathname).toBe(`${path}/edit/${saved.id}`);
  await expect(form.field(label.birthday)).toHaveValue('04-27-1990');
  await expect(form.field(label.group)).toHaveValue('Friends of the house');
  await expect(form.itemField(first, label.city)).toHaveValue('Kraków');
  await expect(form.itemField(first, label.street)).toHaveValue('Grodzka');
  await expect(form.itemField(first, label.flat)).toHaveValue('3');
  await expect(form.itemField(second, label.street)).toHaveValue('Marszałkowska');
  await form.fill(label.firstName, 'Marta Anna');
  await form.save();
  await list.waitForRows();
  const edited = await customerWithLastName(newCustomer.last_name);
  expect(edited.first_name).toBe('Marta Anna');
  expect(edited.addresses.map((address) => address.id)).toEqual(saved.addresses.map((address) => address.id));
  expect(edited.addresses.map((address) => address.street?.id)).toEqual([
    ids.get('Grodzka'),
    ids.get('Marszałkowska'),
  ]);

  const details = await list.expandRow(newCustomer.last_name);
  await expect(details.getByRole('table', { name: t('fields.addresses') }).locator('tbody tr')).toHaveCount(
    2,
  );

  expect(await list.cancelDeleteRow(newCustomer.last_name)).toBe(t('messages.delete_confirm'));
  await list.deleteRow(newCustomer.last_name);
  expect((await api.get(`/api/customer/${saved.id}`)).status()).toBe(404);
});

test('list and form in light and dark', async ({ authenticatedPage: page }) => {
  test.skip(!isTakingScreenshots, screenshotsSkipReason);
  const anna = await customerWithLastName('Nowak');
  const form = new ResourceFormPage(page);
  await screenshotInThemes(page, [
    {
      name: 'customers-list-expanded',
      open: async () => {
        const list = await openList(page);
        await list.expandRow('Lis');
        await list.expandRow('Wrona');
      },
    },
    {
      name: 'customers-form-edit',
      open: async () => {
        await page.goto(`${path}/edit/${anna.id}`);
        await expect(form.itemField(addressTitle(1), label.street)).toHaveValue('Marszałkowska');
      },
    },
  ]);
});
