import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { escapeRegExp, t } from '../i18n.ts';
import { type FieldValue, setFieldValue } from './fields.ts';

/**
 * The one `form` of a settings screen, with its one "Save" button: its fields, switches, choices
 * and translatable texts, and saving. SettingsPage adds the screen itself (tabs, working hours,
 * images, themes).
 */
export class SettingsForm {
  readonly main: Locator;
  readonly form: Locator;
  readonly saveButton: Locator;
  /** The success notice after a save ('messages.settings_has_been_saved'). */
  readonly savedNotice: Locator;
  /** The alert above the form when a save was refused. */
  readonly failureAlert: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
  ) {
    this.main = page.getByRole('main');
    const save = page.getByRole('button', { name: t('common.save'), exact: true });
    this.form = this.main.locator('form').filter({ has: save });
    this.saveButton = this.form.getByRole('button', { name: t('common.save'), exact: true });
    this.savedNotice = page.getByText(t('messages.settings_has_been_saved'), { exact: true });
    this.failureAlert = this.form.getByRole('alert').filter({ hasText: t('settings.not_saved') });
  }

  /** The label a setting has on screen. */
  static label(name: string): string {
    return t(`settings.fields.${name}`);
  }

  /** A text input, textarea, number input or select (combobox) by its setting name. */
  field(name: string): Locator {
    const label = SettingsForm.label(name);
    return this.form.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`)).first();
  }

  /** A switch by its setting name. */
  switch(name: string): Locator {
    const label = SettingsForm.label(name);
    return this.form.getByRole('switch', { name: new RegExp(`^${escapeRegExp(label)}(\\s|$)`) });
  }

  /** The wrapper of a field (label, description, input, error), found from its input. */
  wrapperOf(input: Locator): Locator {
    return input.locator(
      'xpath=ancestor::div[contains(concat(" ", @class, " "), " mantine-InputWrapper-root ")][1]',
    );
  }

  /** The error text under a field ('' when none shows). */
  errorOf(input: Locator): Locator {
    return this.wrapperOf(input).locator('.mantine-InputWrapper-error');
  }

  /** Fills a text field (or a number input), or sets a switch when given a boolean. */
  async fill(name: string, value: FieldValue): Promise<void> {
    if (typeof value === 'boolean') await this.setSwitch(name, value);
    else await this.field(name).fill(String(value));
  }

  /** Sets a field whatever its kind (select option by exact name, switch, text). */
  async setValue(name: string, value: FieldValue): Promise<void> {
    await setFieldValue(this.page, this.field(name), value);
  }

  /** Turns a switch on or off; Playwright checks that the state changed. */
  async setSwitch(name: string, checked: boolean): Promise<void> {
    await this.switch(name).setChecked(checked);
  }

  /**
   * Picks an option of a select: a searchable select is typed into first (`search`, else the
   * option's text); `option` is the option's exact name or a pattern.
   */
  async choose(name: string, option: string | RegExp, search?: string): Promise<void> {
    const select = this.field(name);
    await select.click();
    if (await select.isEditable()) {
      await select.fill(search ?? (typeof option === 'string' ? option : ''));
    }
    const listbox = this.page.getByRole('listbox');
    const target =
      typeof option === 'string'
        ? listbox.getByRole('option', { name: option, exact: true })
        : this.optionsOf().filter({ hasText: option });
    await target.first().click();
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
  }

  /** The options an opened select lists (Escape closes it). */
  optionsOf(): Locator {
    return this.page.getByRole('listbox').getByRole('option');
  }

  /** Opens a select, reads its option names, and closes it again. */
  async optionNames(name: string): Promise<string[]> {
    await this.field(name).click();
    await expect(this.optionsOf().first()).toBeVisible();
    const names = (await this.optionsOf().allInnerTexts()).map((text) => text.trim());
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
    return names;
  }

  /** A titled group of settings (`h4` heading) on the open tab. */
  section(title: string): Locator {
    return this.form
      .getByRole('heading', { name: title, exact: true, level: 4 })
      .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " mantine-Stack-root ")][1]');
  }

  /** A translatable setting's wrapper (label, language tabs, one input), in a section if given. */
  translatable(label: string, section?: string): Locator {
    const scope = section ? this.section(section) : this.form;
    return scope
      .locator('.mantine-InputWrapper-root')
      .filter({ has: this.page.locator('label', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) })
      .first();
  }

  /** Opens the language tab of a translatable setting and returns its input ("Meta title (pl)"). */
  async translatableInput(label: string, code: string, section?: string): Promise<Locator> {
    const wrapper = this.translatable(label, section);
    const tab = wrapper.getByRole('tab', { name: code.toUpperCase(), exact: true });
    await tab.click();
    return wrapper.getByLabel(`${label} (${code})`, { exact: true });
  }

  /** Fills a translatable setting one language at a time: `{ en: 'Pizza', pl: 'Pizza' }`. */
  async fillTranslatable(label: string, texts: Record<string, string>, section?: string): Promise<void> {
    for (const [code, text] of Object.entries(texts)) {
      await (await this.translatableInput(label, code, section)).fill(text);
    }
  }

  /** Expects each language of a translatable setting to hold the text. */
  async expectTranslatable(label: string, texts: Record<string, string>, section?: string): Promise<void> {
    for (const [code, text] of Object.entries(texts)) {
      await expect(await this.translatableInput(label, code, section)).toHaveValue(text);
    }
  }

  /** Clicks Save; expects a successful POST /api/setting and the saved notice; returns the response. */
  async save(): Promise<Response> {
    const saved = this.waitForSave();
    await this.saveButton.click();
    const response = await saved;
    expect(response.status(), await response.text()).toBeLessThan(300);
    await expect(this.savedNotice.first()).toBeVisible();
    return response;
  }

  /**
   * Clicks Save expecting the form to refuse (before or after the server answers): waits for the
   * first error under a field and returns the error texts shown.
   */
  async saveExpectingErrors(): Promise<string[]> {
    await this.saveButton.click();
    const errors = this.form.locator('.mantine-InputWrapper-error');
    await expect(errors.first()).toBeVisible();
    return (await errors.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  }

  /** The next POST /api/setting answer. */
  waitForSave(): Promise<Response> {
    return this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/setting',
    );
  }
}
