import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, t } from '../i18n.ts';
import { chooseOption, type FieldValue, setChecked, setFieldValue } from './fields.ts';

/**
 * A create or edit form, on its own route or in a drawer: the `form` that has the "Save" button.
 * Controls are found by label; a translatable field has one tab per language ("EN", "PL") and
 * an input labelled "{Label} ({code})".
 */
export class ResourceFormPage {
  readonly form: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.saveButton = page.getByRole('button', { name: t('common.save'), exact: true });
    this.form = page.locator('form').filter({ has: this.saveButton });
  }

  /** The control labelled exactly so; a required field's label may end in " *". */
  field(label: string): Locator {
    return this.form.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`)).first();
  }

  /** Sets one control by its label: text, number, option name, or a boolean for switches. */
  async fill(label: string, value: FieldValue): Promise<void> {
    await setFieldValue(this.page, this.field(label), value);
  }

  /** Sets several controls in order: `{ Code: 'de', Title: 'Deutsch', Enabled: true }`. */
  async fillFields(values: Record<string, FieldValue>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.fill(label, value);
  }

  /** Fills a translatable field, one language tab at a time: `{ en: 'Pizza', pl: 'Pizza' }`. */
  async fillTranslatable(label: string, texts: Record<string, string>): Promise<void> {
    for (const [code, text] of Object.entries(texts)) {
      await this.openLanguageTab(code.toUpperCase());
      await this.fill(`${label} (${code})`, text);
    }
  }

  async choose(label: string, optionName: string): Promise<void> {
    await chooseOption(this.page, this.field(label), optionName);
  }

  async setSwitch(label: string, checked: boolean): Promise<void> {
    await setChecked(this.page, this.field(label), checked);
  }

  /** Opens a language tab ("EN") in the form; with several translatable fields, the first such tab. */
  async openLanguageTab(name: string): Promise<void> {
    const tab = this.form.getByRole('tab', { name, exact: true }).first();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  /** Attaches a file to the file input tied to that label. */
  async upload(label: string, filePath: string): Promise<void> {
    await this.field(label).setInputFiles(filePath);
  }

  /** Clicks Save and waits for the form to close (back to the list, or the drawer shut). */
  async save(): Promise<void> {
    await this.saveButton.click();
    await expect(this.form).toHaveCount(0);
  }

  /** Clicks Save expecting a refusal: the form stays; returns the error texts shown. */
  async saveExpectingErrors(): Promise<string[]> {
    await this.saveButton.click();
    const errors = this.form.locator('[role="alert"], .mantine-InputWrapper-error');
    await expect(errors.first()).toBeVisible();
    return (await errors.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  }

  /**
   * The Mantine wrapper (label, description, input, error) whose own label reads `label` (with or
   * without the required " *"), inside the form or a part of it such as a list item.
   */
  inputWrapper(label: string, scope: Locator = this.form): Locator {
    const labelText = new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`);
    return scope
      .locator('.mantine-InputWrapper-root')
      .filter({ has: this.page.locator('label.mantine-InputWrapper-label', { hasText: labelText }) })
      .last();
  }

  /** The error shown under a field, found by the field's label (in the form or a list item). */
  fieldError(label: string, scope: Locator = this.form): Locator {
    return this.inputWrapper(label, scope).locator('.mantine-InputWrapper-error');
  }

  /** One item of a repeatable list field (a customer's "Address 2"): a `section` named by its title. */
  listItem(title: string): Locator {
    return this.form.getByRole('region', { name: title, exact: true });
  }

  /** A control inside a list item, by its label. */
  itemField(title: string, label: string): Locator {
    return this.listItem(title)
      .getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`))
      .first();
  }

  /** Sets controls of one list item in order: `fillItem('Address 1', { Country: 'Poland' })`. */
  async fillItem(title: string, values: Record<string, FieldValue>): Promise<void> {
    for (const [label, value] of Object.entries(values)) {
      await setFieldValue(this.page, this.itemField(title, label), value);
    }
  }

  /** An image field (preview `img`, "Choose image", "Remove"), found by its label. */
  imageField(label: string): Locator {
    return this.inputWrapper(label);
  }

  /** Picks a file for an image field through its (hidden) file input; the preview shows it at once. */
  async chooseImage(label: string, filePath: string): Promise<void> {
    await this.imageField(label).locator('input[type="file"]').setInputFiles(filePath);
  }

  /** Clicks the image field's "Remove"; the placeholder replaces the preview. */
  async removeImage(label: string): Promise<void> {
    const field = this.imageField(label);
    await field.getByRole('button', { name: t('form.remove_image'), exact: true }).click();
    await expect(field.locator('img')).toHaveCount(0);
  }

  /**
   * Picks a calendar date (`YYYY-MM-DD`) in a date field: opens its calendar, chooses the year and
   * month in the header's selects and clicks the day (named "D MMMM YYYY").
   */
  async pickDate(label: string, isoDate: string): Promise<void> {
    const [year, month, day] = isoDate.split('-').map(Number);
    await this.field(label).click();
    // The typed date field's calendar is a plain popover (no dialog role): found by its year select.
    const calendar = this.page
      .locator('.mantine-Popover-dropdown')
      .filter({ has: this.page.locator('select[data-select="year"]') });
    await calendar.locator('select[data-select="year"]').selectOption(String(year));
    await calendar.locator('select[data-select="month"]').selectOption(String(month - 1));
    const monthName = new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    await calendar.getByRole('button', { name: `${day} ${monthName} ${year}`, exact: true }).click();
    await expect(calendar).toBeHidden();
  }
}
