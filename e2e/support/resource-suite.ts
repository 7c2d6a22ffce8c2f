import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  deleteMatching,
  expect,
  findRecords,
  ResourceFormPage,
  ResourceListPage,
  saveScreenshot,
  signedInApi,
  t,
  test,
} from './index.ts';
import type { ApiRecord, ResourceCase } from './resources/index.ts';

// Every plain resource screen on the shared list and form machinery, walked from one table
// (e2e/support/resources): create (refused until valid), edit, delete with its question and its
// notice; list switches; filters picked as people read them; sorting and paging; a record still
// in use. What one screen does beyond that lives in its own spec (customer addresses, user rules,
// language default, banner images, pickup point rules, list machinery on cities).
// Two spec files walk halves of the table, so the two end-to-end workers share the work.
export function walkResourceCases(cases: ResourceCase[]): void {
  for (const resource of cases) {
    test.describe(resource.name, () => {
      let api: APIRequestContext;

      const recordNamed = async (name: string): Promise<ApiRecord> => {
        const [record] = await findRecords<ApiRecord>(
          api,
          resource.name,
          (row) => resource.nameOf(row) === name,
        );
        return record;
      };
      const openList = (page: Page, query = '') => ResourceListPage.open(page, `${resource.path}${query}`);
      const searched = `?q=${encodeURIComponent(resource.search)}`;

      test.beforeAll(async () => {
        api = await signedInApi(adminCredentials);
        // A rerun against the same server starts clean.
        await deleteMatching<ApiRecord>(api, resource.name, resource.isOurs);
        await resource.seed(api);
      });

      test.afterAll(async () => {
        await deleteMatching<ApiRecord>(api, resource.name, resource.isOurs);
        await resource.cleanUp?.(api);
        await api.dispose();
      });

      test('create is refused until valid; the record is listed, edited, and deleted with a notice', async ({
        authenticatedPage: page,
      }) => {
        const { create, edit } = resource;
        const list = await openList(page);
        await list.openCreate();
        const form = new ResourceFormPage(page);
        for (const [label, value] of Object.entries(create.opensWith ?? {})) {
          if (typeof value === 'boolean') await expect(form.field(label)).toBeChecked({ checked: value });
          else await expect(form.field(label)).toHaveValue(value);
        }
        for (const refusal of create.refusals) {
          if (refusal.values) await form.fillFields(refusal.values);
          await form.saveExpectingErrors();
          for (const [label, error] of Object.entries(refusal.errors))
            await expect(form.fieldError(label)).toHaveText(error);
        }
        await saveScreenshot(page, `${resource.name}-form-errors-light`);

        await create.fill(form);
        await form.save();
        await page.waitForURL((url) => url.pathname === resource.path);
        await list.waitForRows();
        for (const text of create.rowShows ?? []) await expect(list.row(create.name)).toContainText(text);
        const saved = await recordNamed(create.name);
        expect(saved).toMatchObject(create.stored);

        // Edit: the form comes back filled; the change is listed and stored on the same record.
        await list.editRow(create.name);
        for (const [label, value] of Object.entries(edit.shows)) {
          // A translatable field ("Name (pl)") shows one language tab at a time.
          const language = /\((\w{2})\)$/.exec(label)?.[1];
          if (language) await form.openLanguageTab(language.toUpperCase());
          await expect(form.field(label)).toHaveValue(value);
        }
        await edit.fill(form);
        await form.save();
        await list.waitForRows();
        for (const text of edit.rowShows ?? []) await expect(list.row(edit.name)).toContainText(text);
        const edited = await recordNamed(edit.name);
        expect(edited).toMatchObject({ ...edit.stored, id: saved.id });

        // Delete asks first: dismissing keeps the record; accepting removes it and says so.
        expect(await list.cancelDeleteRow(edit.name)).toBe(t('messages.delete_confirm'));
        await expect(list.row(edit.name)).toBeVisible();
        await list.deleteRow(edit.name);
        await saveScreenshot(page, `${resource.name}-list-deleted-light`);
        expect((await api.get(`/api/${resource.name}/${saved.id}`)).status()).toBe(404);
      });

      // A list without switches (promotions) has nothing to flip.
      if (resource.switches.length > 0)
        test('switches in the list save at once, each its own flag', async ({ authenticatedPage: page }) => {
          const list = await openList(page, searched);
          // Each flip is stored at once and leaves the row's other flags as they are.
          const expected = Object.fromEntries(resource.switches.map(({ field }) => [field, true]));
          for (const wanted of [false, true])
            for (const { row, column, field } of resource.switches) {
              expect(await list.toggleRowSwitch(row, column)).toBe(wanted);
              expected[field] = wanted;
              expect(await recordNamed(row)).toMatchObject(expected);
            }
        });

      // One visit to the searched list: filters on and off, then sorting and paging.
      test('filters are picked as people read them, survive a reload and come off; then it sorts both ways and pages by 5', async ({
        authenticatedPage: page,
      }) => {
        const list = await openList(page, searched);
        const names = async () => (await list.columnTexts(resource.nameColumn)).sort();
        for (const step of resource.filters) {
          await list.addFilter(step.field, step.condition, step.value);
          await expect(list.filterBadge(step.chip)).toBeVisible();
          expect(await names()).toEqual([...step.shows].sort());
        }
        await saveScreenshot(page, `${resource.name}-list-filtered-light`);

        // The filters live in the URL: a reload keeps them, and their chips read the same.
        const last = resource.filters.at(-1) as ResourceCase['filters'][number];
        await page.reload();
        await list.waitForRows();
        for (const step of resource.filters) await expect(list.filterBadge(step.chip)).toBeVisible();
        expect(await names()).toEqual([...last.shows].sort());

        for (const step of [...resource.filters].reverse()) await list.removeFilter(step.chip);
        expect(list.listState().filters).toBeUndefined();
        expect(await list.rowCount()).toBe(resource.sort.ascending.length);

        const { column, field, ascending } = resource.sort;
        await list.expectSortsAndPages(column, ascending, field);
        expect(list.listState()).toMatchObject({ q: resource.search, size: '5', page: '1', sort: field });
        await expect(
          list.main.getByText(t('list.total', 'en', { count: ascending.length }), { exact: true }),
        ).toBeVisible();
      });

      const inUse = resource.inUse;
      if (inUse)
        test(`a record its ${resource.name} rows still use cannot be deleted: the 409 shows and it stays`, async ({
          authenticatedPage: page,
        }) => {
          const list = await ResourceListPage.open(page, inUse.path);
          const { status, notification } = await list.deleteRowRefused(inUse.row);
          expect(status).toBe(409);
          // The server's message key with the list that still uses the row, in the user's language.
          const usedBy = t(`nav.items.${inUse.reason}`, 'en');
          await expect(notification).toContainText(t('messages.still_used_by', 'en', { by: usedBy }));
          await expect(list.row(inUse.row)).toBeVisible();
        });
    });
  }
}
