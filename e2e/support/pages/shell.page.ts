import { expect, type Locator, type Page } from '@playwright/test';
import { anyLanguage, type InterfaceLanguage } from '../i18n.ts';

/**
 * The app shell: top bar (`banner`), sidebar (the first `navigation`), `main` and footer.
 * Top-bar controls are found by their name in any interface language, so they work after a switch.
 */
export class ShellPage {
  readonly sidebar: Locator;
  readonly main: Locator;
  readonly languageButton: Locator;
  readonly darkModeSwitch: Locator;
  readonly userMenuButton: Locator;
  /** The menu toggle (an icon button on wide screens, the burger on phones). */
  readonly menuToggle: Locator;
  readonly footer: Locator;
  readonly breadcrumbs: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation').first();
    this.main = page.getByRole('main');
    this.languageButton = page
      .getByRole('banner')
      .getByRole('button', { name: anyLanguage('shell.language') });
    this.darkModeSwitch = page
      .getByRole('banner')
      .getByRole('switch', { name: anyLanguage('shell.dark_mode') });
    this.userMenuButton = page
      .getByRole('banner')
      .getByRole('button', { name: anyLanguage('shell.user_menu') });
    this.menuToggle = page
      .getByRole('banner')
      .getByRole('button', { name: anyLanguage('shell.toggle_menu') });
    // The footer sits inside `main`, so it has no contentinfo role.
    this.footer = page.locator('footer').first();
    this.breadcrumbs = page.locator('[aria-label="breadcrumb"]').first();
  }

  /** The sidebar layout as the shell's class says: `default`, `sub-hidden` (icons only) or `hidden`. */
  async sidebarMode(): Promise<string | undefined> {
    const className = (await this.page.locator('.mantine-AppShell-root').getAttribute('class')) ?? '';
    return /\bmenu-([a-z-]+)/.exec(className)?.[1];
  }

  /** The sidebar's rendered width in px (0 or a 1 px border when hidden). */
  async sidebarWidth(): Promise<number> {
    return (await this.sidebar.boundingBox())?.width ?? 0;
  }

  /**
   * Clicks a sidebar link by its text. Name collapsible sections first when they hide the link:
   * `openSidebarEntry('Menu', 'Categories')`, or just `openSidebarEntry('Languages')`.
   */
  async openSidebarEntry(...labels: string[]): Promise<void> {
    const entry = labels.at(-1);
    if (!entry) throw new Error('openSidebarEntry needs at least one label');
    for (const section of labels.slice(0, -1)) {
      const sectionToggle = this.sidebar.getByRole('button', { name: section, exact: true });
      if ((await sectionToggle.getAttribute('aria-expanded')) !== 'true') await sectionToggle.click();
    }
    const link = this.sidebar.getByRole('link', { name: entry, exact: true });
    const href = await link.getAttribute('href');
    await link.click();
    if (href) await this.page.waitForURL((url) => url.pathname === new URL(href, url).pathname);
  }

  /** Picks an interface language in the top-bar menu; waits for `<html lang>`. */
  async switchLanguage(code: InterfaceLanguage): Promise<void> {
    await this.languageButton.click();
    await this.page.getByRole('menuitem', { name: anyLanguage(`shell.languages.${code}`) }).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', code);
  }

  /** Flips the dark-mode switch and waits for the reload that applies the other scheme. */
  async toggleDarkMode(): Promise<'light' | 'dark'> {
    const html = this.page.locator('html');
    const before = await html.getAttribute('data-mantine-color-scheme');
    const wanted = before === 'dark' ? 'light' : 'dark';
    // The panel reloads about 500 ms after the switch; tolerate one that applies it in place.
    const reloaded = this.page.waitForEvent('load', { timeout: 5_000 }).catch(() => undefined);
    await this.darkModeSwitch.click({ force: true });
    await reloaded;
    await expect(html).toHaveAttribute('data-mantine-color-scheme', wanted);
    return wanted;
  }

  /** User menu -> Sign out; waits for the sign-in screen at `/`. */
  async signOut(): Promise<void> {
    await this.userMenuButton.click();
    await this.page.getByRole('menuitem', { name: anyLanguage('shell.sign_out') }).click();
    await this.page.waitForURL((url) => url.pathname === '/');
  }
}
