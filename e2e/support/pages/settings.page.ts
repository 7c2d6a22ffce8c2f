import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, t } from '../i18n.ts';
import { saveScreenshot } from '../screenshots.ts';
import { SettingsForm } from './settings-form.page.ts';

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
export class SettingsPage extends SettingsForm {
  constructor(page: Page, path: string = generalSettingsPath) {
    super(page, path);
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
}
