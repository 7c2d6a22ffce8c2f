import { expect, type Locator, type Page } from '@playwright/test';
import { anyLanguage, t } from '../i18n.ts';

/**
 * The top bar's search: a combobox whose result cards are options of a listbox, highlighted with
 * the arrow keys while the focus stays in the box (aria-activedescendant).
 */
export class GlobalSearchPage {
  readonly box: Locator;
  readonly results: Locator;

  constructor(readonly page: Page) {
    this.box = page.getByRole('banner').getByRole('combobox', { name: anyLanguage('shell.search') });
    this.results = page.getByRole('listbox', { name: anyLanguage('shell.search_results') });
  }

  /** The group of cards titled by `titleKey` (`shell.products`, `shell.categories`). */
  group(titleKey: string): Locator {
    return this.results.getByRole('group', { name: t(titleKey) });
  }

  /** Card names of a group, in order. */
  async names(titleKey: string): Promise<string[]> {
    return (await this.group(titleKey).getByRole('option').allInnerTexts()).map((text) => text.trim());
  }

  /** Types like a person (the panel follows typing after a pause) and waits for the cards. */
  async type(text: string): Promise<void> {
    await this.box.fill('');
    await this.box.pressSequentially(text, { delay: 20 });
  }

  async expectShowing(titleKey: string, name: string): Promise<void> {
    await expect(this.group(titleKey).getByRole('option', { name })).toBeVisible();
  }

  /** The card the box points at, once it points at one (a key press re-renders a moment later). */
  async highlighted(): Promise<Locator> {
    await expect(this.box).toHaveAttribute('aria-activedescendant', /./);
    const id = await this.box.getAttribute('aria-activedescendant');
    return this.page.locator(`[id="${id}"]`);
  }
}
