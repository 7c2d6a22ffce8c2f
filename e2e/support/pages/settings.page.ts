import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { escapeRegExp, t } from '../i18n.ts';
import { saveScreenshot } from '../screenshots.ts';
import { type FieldValue, setFieldValue } from './fields.ts';

/** The tabs of /app/settings/default in order: `?tab=0` is general ... `?tab=6` is security. */
export const settingsTabKeys = [
  'general',
  'sales',
  'import',
  'export',
  'website',
  'marketing',
  'security',
] as const;
export type SettingsTabKey = (typeof settingsTabKeys)[number];

export const generalSettingsPath = '/app/settings/default';
export const smsSettingsPath = '/app/settings/sms';

/** The weekday names the working-days rows are labelled with (Sunday 0), in English. */
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A file for an image input: `{ name: 'logo.png', mimeType: 'image/png', buffer }`. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * A settings screen: the general settings with their seven tabs, or the SMS and captcha page.
 * Both are one `form` with one "Save" button. A setting is found by its label under
 * `settings.fields.{name}` (a required field's label may end in " *"); switches by the start of
 * their name (a switch's description is part of it). Sections are the `h4` headings of a tab.
 */
export class SettingsPage {
  readonly main: Locator;
  readonly form: Locator;
  readonly saveButton: Locator;
  /** The success notice after a save ('messages.settings_has_been_saved'). */
  readonly savedNotice: Locator;
  /** The alert above the form when a save was refused. */
  readonly failureAlert: Locator;

  constructor(
    readonly page: Page,
    readonly path: string = generalSettingsPath,
  ) {
    this.main = page.getByRole('main');
    const save = page.getByRole('button', { name: t('common.save'), exact: true });
    this.form = this.main.locator('form').filter({ has: save });
    this.saveButton = this.form.getByRole('button', { name: t('common.save'), exact: true });
    this.savedNotice = page.getByText(t('messages.settings_has_been_saved'), { exact: true });
    this.failureAlert = this.form.getByRole('alert').filter({ hasText: t('settings.not_saved') });
  }

  /** Opens the screen (on a tab of the general settings) and waits for the loaded form. */
  async goto(tab?: SettingsTabKey): Promise<void> {
    const query = tab === undefined ? '' : `?tab=${settingsTabKeys.indexOf(tab)}`;
    await this.page.goto(`${this.path}${query}`);
    await this.waitForForm();
  }

  async waitForForm(): Promise<void> {
    await expect(this.saveButton).toBeVisible();
  }

  /** The tab by its title. */
  tab(key: SettingsTabKey): Locator {
    return this.main.getByRole('tab', { name: t(`settings.tabs.${key}`), exact: true });
  }

  /** Clicks a tab; waits for it to be selected and for `?tab=` to follow. */
  async openTab(key: SettingsTabKey): Promise<void> {
    await this.tab(key).click();
    await expect(this.tab(key)).toHaveAttribute('aria-selected', 'true');
    const index = String(settingsTabKeys.indexOf(key));
    await this.page.waitForURL((url) => url.searchParams.get('tab') === index);
  }

  /** The label a setting has on screen. */
  static label(name: string): string {
    return t(`settings.fields.${name}`);
  }

  /** A text input, textarea, number input or select (combobox) by its setting name. */
  field(name: string): Locator {
    const label = SettingsPage.label(name);
    return this.form.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`)).first();
  }

  /** A switch by its setting name. */
  switch(name: string): Locator {
    const label = SettingsPage.label(name);
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

  /** A working-day time input: weekday 0 is Sunday (the rows show Monday first). */
  timeField(weekday: number, edge: 'from' | 'to'): Locator {
    return this.form.getByRole('textbox', {
      name: `${weekdayNames[weekday]}: ${t(`settings.${edge}`)}`,
      exact: true,
    });
  }

  /** Every working-day input's value, Monday first (as shown): `['09:00', '21:00', ...]`. */
  async timeValues(): Promise<string[]> {
    const inputs = this.form.getByRole('textbox', {
      name: new RegExp(`: (${t('settings.from')}|${t('settings.to')})$`),
    });
    return inputs.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));
  }

  /** Types into a working-day input key by key, as a person would, after clearing it. */
  async typeTime(weekday: number, edge: 'from' | 'to', keys: string): Promise<void> {
    const input = this.timeField(weekday, edge);
    await input.fill('');
    await input.pressSequentially(keys);
  }

  /** An image setting's box (preview, "Choose image", "Remove"), by its setting name. */
  imageInput(name: string): Locator {
    return this.form
      .locator('.mantine-InputWrapper-root')
      .filter({
        has: this.page.locator('label', {
          hasText: new RegExp(`^${escapeRegExp(SettingsPage.label(name))}$`),
        }),
      })
      .filter({ has: this.page.getByRole('button', { name: t('form.choose_image'), exact: true }) })
      .first();
  }

  /** The preview of an image setting (the stored image or the one just picked). */
  imagePreview(name: string): Locator {
    return this.imageInput(name).getByRole('img', { name: SettingsPage.label(name), exact: true });
  }

  /** "Choose image" and picks the file in the browser's file chooser. */
  async uploadImage(name: string, file: UploadFile): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.imageInput(name)
      .getByRole('button', { name: t('form.choose_image'), exact: true })
      .click();
    await (await chooser).setFiles(file);
    await expect(this.imageInput(name).getByText(file.name, { exact: true })).toBeVisible();
  }

  /** True once the preview image has loaded with real pixels. */
  async isImageLoaded(name: string): Promise<boolean> {
    return this.imagePreview(name).evaluate(
      (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    );
  }

  /** A theme swatch of the general tab: `themeSwatch('dark', 'redruby')`. */
  themeSwatch(mode: 'light' | 'dark', color: string): Locator {
    return this.form.getByRole('radio', {
      name: `${t(`theme.${color}`)} (${t(`theme.${mode}`)})`,
      exact: true,
    });
  }

  /** Clicks a swatch and waits for the reload that applies it (about 500 ms later). */
  async pickTheme(mode: 'light' | 'dark', color: string): Promise<void> {
    const reloaded = this.page.waitForEvent('load', { timeout: 10_000 });
    await this.themeSwatch(mode, color).click();
    await reloaded;
    await expect(this.page.locator('html')).toHaveAttribute('data-mantine-color-scheme', mode);
    await this.waitForForm();
  }

  /**
   * Saves a screenshot of the whole screen (saveScreenshot). The viewport grows to the page's height
   * first: a full-page capture of a scrolled page would paint the fixed top bar and the sticky save
   * bar in the middle of the picture.
   */
  async screenshot(name: string): Promise<string> {
    const size = this.page.viewportSize() ?? { width: 1600, height: 1000 };
    const height = await this.page.evaluate(() => document.documentElement.scrollHeight);
    if (height > size.height) await this.page.setViewportSize({ width: size.width, height });
    await this.page.mouse.move(0, 0);
    const path = await saveScreenshot(this.page, name);
    if (height > size.height) await this.page.setViewportSize(size);
    return path;
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
