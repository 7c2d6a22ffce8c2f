import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, t } from '../i18n.ts';
import { chooseOption, setChecked, setFieldValue } from './fields.ts';
import { type ListState, ListTable } from './list-table.page.ts';

export type { ListState } from './list-table.page.ts';

const searchDebounceMs = 2_000;

/**
 * Any list screen on the shared data table (ListTable): the "Search" box, the "Actions" menu
 * with "Create", rows with "Edit …" and "Delete …" buttons and "{Column}: …" switches (named after the row),
 * "Sort by {Column}" header buttons, the "Rows per page" combobox, page buttons in the "Pages"
 * navigation, and the "Add filter" popover (Field, Condition, Value, "Apply filter"). Names come
 * from the panel's en.json.
 */
export class ResourceListPage extends ListTable {
  constructor(
    page: Page,
    readonly path: string,
  ) {
    super(page);
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.waitForRows();
  }

  /** A list page object already opened at `path` (query string included). */
  static async open(page: Page, path: string): Promise<ResourceListPage> {
    const list = new ResourceListPage(page, path);
    await list.goto();
    return list;
  }

  /** Types into the list search and waits out the 2 s pause until the list shows the result. */
  async search(text: string): Promise<void> {
    const query = text.trim();
    const name = t('common.search');
    const box = this.main
      .getByRole('searchbox', { name, exact: true })
      .or(this.main.getByRole('textbox', { name, exact: true }))
      .first();
    await this.changeList(
      () => box.fill(text),
      (state) => (state.q ?? '') === query,
      searchDebounceMs + 8_000,
    );
  }

  /** Actions -> Create; waits for the form (a /create route or a drawer). */
  async openCreate(): Promise<void> {
    await this.main.getByRole('button', { name: t('common.actions'), exact: true }).click();
    await this.page.getByRole('menuitem', { name: t('common.create'), exact: true }).click();
    await expect(this.page.getByRole('button', { name: t('common.save'), exact: true })).toBeVisible();
  }

  /** Clicks the row's pencil; waits for the form (an /edit/{id} route or a drawer). */
  async editRow(text: string): Promise<void> {
    await this.rowAction(text, 'common.edit').click();
    await expect(this.page.getByRole('button', { name: t('common.save'), exact: true })).toBeVisible();
  }

  /** Clicks the row's trash, accepts the browser confirm, waits for the notice and for the row to go. */
  async deleteRow(text: string): Promise<void> {
    this.page.once('dialog', (dialog) => dialog.accept());
    const deleted = this.waitForApiResponse('DELETE');
    await this.rowAction(text, 'common.delete').click();
    expect((await deleted).ok()).toBe(true);
    await expect(this.page.getByRole('alert').filter({ hasText: t('messages.deleted') })).toBeVisible();
    await this.waitForRows();
    await expect(this.bodyRows.filter({ hasText: text })).toHaveCount(0);
  }

  /** Flips the row's switch named "{columnLabel}: {id}"; waits for the save and the reload. */
  async toggleRowSwitch(text: string, columnLabel: string): Promise<boolean> {
    const toggle = this.row(text).getByRole('switch', { name: new RegExp(`^${escapeRegExp(columnLabel)}:`) });
    const wanted = !(await toggle.isChecked());
    const saved = this.waitForApiResponse('PATCH', 'PUT', 'POST');
    await setChecked(this.page, toggle, wanted);
    expect((await saved).ok()).toBe(true);
    await this.waitForRows();
    await expect(toggle).toBeChecked({ checked: wanted });
    return wanted;
  }

  /** Clicks "Sort by {columnLabel}" (again for descending) and waits for the sorted list. */
  async sortBy(columnLabel: string): Promise<void> {
    const before = sortOf(this.listState());
    const button = this.table.getByRole('button', {
      name: `${t('list.sort_by')} ${columnLabel}`,
      exact: true,
    });
    await this.changeList(
      () => button.click(),
      (state) => state.sort !== undefined && sortOf(state) !== before,
    );
  }

  async setPageSize(size: number): Promise<void> {
    const select = this.main.getByRole('combobox', { name: t('list.rows_per_page'), exact: true });
    await this.changeList(
      () => select.selectOption(String(size)).then(() => undefined),
      (state) => state.size === String(size),
    );
  }

  /** Clicks the page button as shown (1-based); the URL and the API count pages from 0. */
  async goToPage(pageNumber: number): Promise<void> {
    const pages = this.main.getByRole('navigation', { name: t('list.pages'), exact: true });
    const button = pages.getByRole('button', { name: String(pageNumber), exact: true });
    await this.changeList(
      () => button.click(),
      (state) => (state.page ?? '0') === String(pageNumber - 1),
    );
  }

  /**
   * "Add filter", then Field (the column's label), Condition (a key such as `contains`, or its
   * label), Value when the condition takes one (a boolean sets the switch; a reference or a code
   * is picked by its name), then "Apply filter".
   */
  async addFilter(field: string, condition: string, value?: string | number | boolean): Promise<void> {
    const filtersBefore = this.listState().filters;
    await this.main.getByRole('button', { name: t('list.add_filter'), exact: true }).click();
    const fieldSelect = this.page.getByRole('combobox', { name: t('list.filter_field'), exact: true });
    await chooseOption(this.page, fieldSelect, field);
    const conditionSelect = this.page.getByRole('combobox', {
      name: t('list.filter_condition'),
      exact: true,
    });
    await chooseOption(this.page, conditionSelect, conditionLabelOf(condition));
    if (value !== undefined) {
      // A yes/no value is a switch; a reference or a code is picked by its name; the rest is typed.
      const valueInput = this.page.getByLabel(t('list.filter_value'), { exact: true }).first();
      await setFieldValue(this.page, valueInput, value);
    }
    const apply = this.page.getByRole('button', { name: t('list.apply_filter'), exact: true });
    await this.changeList(
      () => apply.click(),
      (state) => state.filters !== undefined && state.filters !== filtersBefore,
    );
  }

  /** Clicks the row's trash and dismisses the browser confirm: nothing is deleted. */
  async cancelDeleteRow(text: string): Promise<string> {
    const dialog = this.page.waitForEvent('dialog');
    const click = this.rowAction(text, 'common.delete').click();
    const shown = await dialog;
    const message = shown.message();
    await shown.dismiss();
    await click;
    await this.waitForRows();
    return message;
  }

  /** Columns -> the column's entry: hides a shown column or shows a hidden one. */
  async toggleColumn(columnLabel: string): Promise<void> {
    await this.main.getByRole('button', { name: t('list.columns'), exact: true }).click();
    await this.page.getByRole('menuitem', { name: columnLabel, exact: true }).click();
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('menu')).toHaveCount(0);
  }

  /** The badge of an applied filter, found by its text ("Enabled equals 0"). */
  filterBadge(text: string | RegExp): Locator {
    return this.main.getByRole('button', {
      name: typeof text === 'string' ? `${t('list.remove_filter')}: ${text}` : text,
    });
  }

  /** Clicks the x of an applied filter and waits for the list without it. */
  async removeFilter(text: string | RegExp): Promise<void> {
    const filtersBefore = this.listState().filters;
    await this.changeList(
      () => this.filterBadge(text).click(),
      (state) => state.filters !== filtersBefore,
    );
  }

  /**
   * Clicks the row's trash and accepts the confirm, expecting the server to refuse (409 for a
   * record still in use): returns the status and the notification that says why; the row stays.
   */
  async deleteRowRefused(text: string): Promise<{ status: number; notification: Locator }> {
    this.page.once('dialog', (dialog) => dialog.accept());
    const answered = this.waitForApiResponse('DELETE');
    await this.rowAction(text, 'common.delete').click();
    const response = await answered;
    expect(response.ok(), `DELETE ${response.url()} was expected to fail`).toBe(false);
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    // The notification says what failed ("Could not delete") and why (the server's message).
    const alerts = this.page.getByRole('alert');
    const notification = alerts
      .filter({ hasText: body.message ?? t('list.delete_failed') })
      .or(alerts.filter({ hasText: t('list.delete_failed') }))
      .first();
    await expect(notification).toBeVisible();
    await this.waitForRows();
    await expect(this.row(text)).toBeVisible();
    return { status: response.status(), notification };
  }

  /** Opens a row's details ("Show details") and returns the table row shown under it. */
  async expandRow(text: string): Promise<Locator> {
    const row = this.row(text);
    const toggle = row.getByRole('button', { name: t('list.expand_row'), exact: true });
    await toggle.click();
    await expect(row.getByRole('button', { name: t('list.collapse_row'), exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    return row.locator('xpath=following-sibling::tr[1]');
  }

  /**
   * Sorts by a column both ways, then pages by 5: `ascending` is the column's values in order.
   * With `sortField`, the URL's sort state is checked too.
   */
  async expectSortsAndPages(columnLabel: string, ascending: string[], sortField?: string): Promise<void> {
    const descending = [...ascending].reverse();
    await this.sortBy(columnLabel);
    if (sortField) expect(this.listState()).toMatchObject({ sort: sortField, dir: 'ASC' });
    expect(await this.columnTexts(columnLabel)).toEqual(ascending);
    await this.sortBy(columnLabel);
    if (sortField) expect(this.listState()).toMatchObject({ sort: sortField, dir: 'DESC' });
    expect(await this.columnTexts(columnLabel)).toEqual(descending);
    await this.setPageSize(5);
    expect(await this.columnTexts(columnLabel)).toEqual(descending.slice(0, 5));
    await this.goToPage(2);
    expect(await this.columnTexts(columnLabel)).toEqual(descending.slice(5, 10));
  }

  private rowAction(text: string, key: 'common.edit' | 'common.delete'): Locator {
    return this.row(text).getByRole('button', { name: new RegExp(`^${escapeRegExp(t(key))}\\b`) });
  }
}

const sortOf = (state: ListState) => `${state.sort ?? ''} ${state.dir ?? ''}`;

function conditionLabelOf(condition: string): string {
  try {
    return t(`list.conditions.${condition}`);
  } catch {
    return condition;
  }
}
