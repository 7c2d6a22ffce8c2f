import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { escapeRegExp, t } from '../i18n.ts';
import { chooseOption, setChecked, setFieldValue } from './fields.ts';

const searchDebounceMs = 2_000;

/** The list state the page URL holds (page, size, sort, dir, q, filters, form), as text. */
export type ListState = Record<string, string | undefined>;

/**
 * Any list screen on the shared data table, inside `main`: the "Search" box, the "Actions"
 * menu with "Create", one `table` (aria-busy while loading) whose rows have "Edit {id}" and
 * "Delete {id}" buttons and "{Column}: {id}" switches, "Sort by {Column}" header buttons, the
 * "Rows per page" combobox, page buttons in the "Pages" navigation, and the "Add filter" popover
 * (Field, Condition, Value, "Apply filter"). Names come from the panel's en.json.
 */
export class ResourceListPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly bodyRows: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
  ) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table').first();
    this.bodyRows = this.table.locator('tbody').getByRole('row');
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

  /** Waits until the table is shown and not loading. */
  async waitForRows(): Promise<void> {
    await expect(this.table).toBeVisible();
    await expect(this.table).not.toHaveAttribute('aria-busy', 'true');
  }

  /** The body row that contains the text (first match). */
  row(text: string): Locator {
    return this.bodyRows.filter({ hasText: text }).first();
  }

  /** Body rows shown, not counting the "no items" row. */
  async rowCount(): Promise<number> {
    await this.waitForRows();
    if (await this.table.getByText(t('messages.no_items'), { exact: true }).isVisible()) return 0;
    return this.bodyRows.count();
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

  /** Clicks the row's trash, accepts the browser confirm, waits for the row to go. */
  async deleteRow(text: string): Promise<void> {
    this.page.once('dialog', (dialog) => dialog.accept());
    const deleted = this.waitForApiResponse('DELETE');
    await this.rowAction(text, 'common.delete').click();
    expect((await deleted).ok()).toBe(true);
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
      () => chooseOption(this.page, select, String(size)),
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
   * label), Value when the condition takes one (a boolean picks Yes or No), then "Apply filter".
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
      const valueInput = this.page.getByLabel(t('list.filter_value'), { exact: true }).first();
      const shown = typeof value === 'boolean' ? t(value ? 'common.yes' : 'common.no') : value;
      await setFieldValue(this.page, valueInput, shown);
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

  /** The texts of one column's cells, top to bottom (the column found by its header). */
  async columnTexts(columnLabel: string): Promise<string[]> {
    await this.waitForRows();
    const headers = (await this.columnLabels()).map((label) => label.trim());
    const index = headers.indexOf(columnLabel);
    if (index < 0) throw new Error(`No column "${columnLabel}" in ${headers.join(', ')}`);
    if ((await this.rowCount()) === 0) return [];
    return (await this.bodyRows.locator(`> td:nth-child(${index + 1})`).allInnerTexts()).map((text) =>
      text.trim(),
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

  /** The row's switch for a column ("{Column}: {id}"). */
  rowSwitch(text: string, columnLabel: string): Locator {
    return this.row(text).getByRole('switch', { name: new RegExp(`^${escapeRegExp(columnLabel)}:`) });
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

  /** Visible column header texts, in order. */
  async columnLabels(): Promise<string[]> {
    return (await this.table.getByRole('columnheader').allInnerTexts()).map((label) => label.trim());
  }

  /** The list's state as the page URL holds it. */
  listState(url = new URL(this.page.url())): ListState {
    const state: ListState = {};
    for (const [name, raw] of url.searchParams) state[name] = readSearchValue(raw);
    return state;
  }

  /**
   * Does something to the list, waits for the URL to show the new state, lets the list request
   * that follows land (a list seen before may come from the cache with no request), then waits
   * for the table to settle.
   */
  private async changeList(
    action: () => Promise<unknown>,
    isReached: (state: ListState) => boolean,
    timeout = 10_000,
  ): Promise<void> {
    const listed = this.page
      .waitForResponse(
        (response) =>
          response.request().method() === 'GET' && new URL(response.url()).pathname.startsWith('/api/'),
        { timeout },
      )
      .catch(() => undefined);
    await action();
    await this.page.waitForURL((url) => isReached(this.listState(url)), { timeout });
    await Promise.race([listed, this.page.waitForTimeout(1_500)]);
    await this.waitForRows();
  }

  private rowAction(text: string, key: 'common.edit' | 'common.delete'): Locator {
    return this.row(text).getByRole('button', { name: new RegExp(`^${escapeRegExp(t(key))}\\b`) });
  }

  private waitForApiResponse(...methods: string[]): Promise<Response> {
    return this.page.waitForResponse(
      (response) =>
        methods.includes(response.request().method()) && new URL(response.url()).pathname.startsWith('/api/'),
    );
  }
}

const sortOf = (state: ListState) => `${state.sort ?? ''} ${state.dir ?? ''}`;

/** The router writes JSON for values that would otherwise read as another type. */
function readSearchValue(raw: string): string {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return raw;
  }
}

function conditionLabelOf(condition: string): string {
  try {
    return t(`list.conditions.${condition}`);
  } catch {
    return condition;
  }
}
