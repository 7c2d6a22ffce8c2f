import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { escapeRegExp, t } from '../i18n.ts';

/** The list state the page URL holds (page, size, sort, dir, q, filters, form), as text. */
export type ListState = Record<string, string | undefined>;

/**
 * The shared data table of a list screen, inside `main`: one `table` (aria-busy while loading),
 * its rows and columns, and the list state the URL holds. ResourceListPage adds what people do.
 */
export class ListTable {
  readonly main: Locator;
  readonly table: Locator;
  readonly bodyRows: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table').first();
    this.bodyRows = this.table.locator('tbody').getByRole('row');
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

  /** The row's switch for a column ("{Column}: {id}"). */
  rowSwitch(text: string, columnLabel: string): Locator {
    return this.row(text).getByRole('switch', { name: new RegExp(`^${escapeRegExp(columnLabel)}:`) });
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
  protected async changeList(
    action: () => Promise<unknown>,
    isReached: (state: ListState) => boolean,
    timeout = 10_000,
  ): Promise<void> {
    const requested = this.page
      .waitForRequest(
        (request) => request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'),
        { timeout },
      )
      .catch(() => undefined);
    await action();
    await this.page.waitForURL((url) => isReached(this.listState(url)), { timeout });
    // A new state asks the server at once; one seen in the last half minute is answered from the
    // cache and asks nothing, so the wait for a request is short.
    const request = await Promise.race([requested, this.page.waitForTimeout(500).then(() => undefined)]);
    await request?.response();
    await this.waitForRows();
  }

  protected waitForApiResponse(...methods: string[]): Promise<Response> {
    return this.page.waitForResponse(
      (response) =>
        methods.includes(response.request().method()) && new URL(response.url()).pathname.startsWith('/api/'),
    );
  }
}

/** The router writes JSON for values that would otherwise read as another type. */
function readSearchValue(raw: string): string {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return raw;
  }
}
